export { ageFromBirthDate } from './age'
export { compressionQuality } from './compression-quality'
export { formSchema } from './form-schema'
export { birthDateFromIdCard, isIdCard } from './id-card'
export { maskIdCard, maskMobile } from './mask'
export type { Locale, RuleKey } from './messages'
export { normalizeInput } from './normalize-input'
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
export { createRules, type Rule, type Rules, rules } from './rules'
export type { StandardSchemaV1 } from './standard-schema'
