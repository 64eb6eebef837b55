import type { components } from '@gdzyz/api-client'

/** A generated schema type as the mock writes it: integers may be bigint (raw long JSON numbers). */
export type Wire<T> = T extends number
  ? number | bigint
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T

export type Schema<K extends keyof components['schemas']> = Wire<components['schemas'][K]>
