/**
 * What forms should apply to user input before validating: Unicode NFKC (full-width digits and
 * letters become ASCII, the ideographic space a plain space) and then trim. Predicates never do
 * this themselves, so a value that fails a rule is exactly the value that was submitted.
 */
export const normalizeInput = (value: string): string => value.normalize('NFKC').trim()
