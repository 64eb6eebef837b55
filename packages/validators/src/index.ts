export { ageFromBirthDate } from './age'
export { compressionQuality } from './compression-quality'
export { type FormShape, type FormShapeFor, type FormValues, formSchema } from './form-schema'
export { birthDateFromIdCard, isIdCard } from './id-card'
export { maskIdCard, maskMobile } from './mask'
export type { Locale, RuleKey } from './messages'
export { normalizeInput } from './normalize-input'
export { type OptionalRule, optional } from './optional'
export {
  isAccount,
  isCertifierName,
  isEmail,
  isMobile,
  isNoChinese,
  isOrgName,
  isPassword,
  isPassword2,
  isPersonName,
  isStrongPassword,
  isTelephone,
} from './predicates'
export {
  createRules,
  type Rule,
  type RuleBase,
  type Rules,
  type RuleValidate,
  rules,
} from './rules'
export type { StandardSchemaV1 } from './standard-schema'
