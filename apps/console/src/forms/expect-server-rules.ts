import { FORM_RULES } from '@gdzyz/api-mocks'
import { expect } from 'vitest'
import type { FormFieldDescriptor } from './descriptor'

/** A form (or list action with inputs): where it is, the resource or action it is sent to, its fields. */
export type SentForm = [where: string, name: string, fields: readonly FormFieldDescriptor[]]

/**
 * Tests only: each form asks exactly what the demo server checks for its resource or action:
 * the same fields, rules, required flags, lengths and choices, and every field the server
 * requires (ids come from the list, not the form).
 */
export function expectFormsMatchServerRules(list: readonly SentForm[]): void {
  for (const [where, name, fields] of list) {
    const server = FORM_RULES[name]
    expect(server, `${where}: no server rules for ${name}`).toBeDefined()
    for (const field of fields) {
      const rule = server?.[field.field]
      expect(rule, `${where}: ${field.field} is not accepted by ${name}`).toBeDefined()
      expect(rule?.rule, `${where}: ${field.field} rule`).toBe(field.rule)
      expect(Boolean(rule?.required), `${where}: ${field.field} required`).toBe(
        Boolean(field.required),
      )
      expect(rule?.maxLength, `${where}: ${field.field} maxLength`).toBe(field.maxLength)
      for (const option of field.options ?? []) expect(rule?.oneOf).toContain(option.value)
    }
    for (const [field, rule] of Object.entries(server ?? {}))
      if (rule.required && field !== 'id' && field !== 'ids')
        expect(
          fields.map((f) => f.field),
          `${where}: ${field}`,
        ).toContain(field)
  }
}
