/** Platform rule: a result code of 1 (number or string) means success. */
export const isSuccessCode = (code: unknown): boolean => code === 1 || code === '1'
