import { HAN } from './han'

const matches =
  (pattern: RegExp) =>
  (value: unknown): boolean =>
    typeof value === 'string' && pattern.test(value)

/** 1, then 3-9, then 9 digits. */
export const isMobile = /* @__PURE__ */ matches(/^1[3-9]\d{9}$/)

/** 1-20 ASCII letters or Chinese characters. */
export const isCertifierName = /* @__PURE__ */ matches(
  /* @__PURE__ */ new RegExp(`^[A-Za-z${HAN}]{1,20}$`, 'u'),
)

/** 6-10 ASCII letters or digits. */
export const isPassword = /* @__PURE__ */ matches(/^[A-Za-z\d]{6,10}$/)

/** 1-20 ASCII letters, digits or Chinese characters. */
export const isOrgName = /* @__PURE__ */ matches(
  /* @__PURE__ */ new RegExp(`^[A-Za-z\\d${HAN}]{1,20}$`, 'u'),
)

/**
 * The spec's three alternatives, kept literally: an optional 853 (Macau) prefix plus 8 digits,
 * 8-11 digits, or a mainland mobile 1[3-8] plus 9 digits.
 */
export const isTelephone = /* @__PURE__ */ matches(/^(?:(?:853)?\d{8}|\d{8,11}|1[3-8]\d{9})$/)

/**
 * WHATWG "valid e-mail address" (ASCII only), with at least one dot in the domain.
 * https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address
 */
export const isEmail = /* @__PURE__ */ matches(
  /^[\w.!#$%&'*+/=?^`{|}~-]+@[A-Za-z\d](?:[A-Za-z\d-]{0,61}[A-Za-z\d])?(?:\.[A-Za-z\d](?:[A-Za-z\d-]{0,61}[A-Za-z\d])?)+$/,
)

/** 6-12 ASCII letters and digits with at least one of each (case sensitive). */
export const isPassword2 = /* @__PURE__ */ matches(/^(?=.*\d)(?=.*[A-Za-z])[A-Za-z\d]{6,12}$/)

/** 2-4 Chinese characters. */
export const isPersonName = /* @__PURE__ */ matches(
  /* @__PURE__ */ new RegExp(`^${HAN}{2,4}$`, 'u'),
)

const HAN_ANYWHERE = /* @__PURE__ */ new RegExp(HAN, 'u')

/** Contains no Chinese character; the empty string passes. */
export const isNoChinese = (value: unknown): boolean =>
  typeof value === 'string' && !HAN_ANYWHERE.test(value)

/** Starts with a letter, contains a digit, only ASCII letters and digits, length 8-20. */
export const isAccount = /* @__PURE__ */ matches(/^[A-Za-z](?=.*\d)[A-Za-z\d]{7,19}$/)

/**
 * Upper case, lower case and a digit required; only ASCII letters, digits, `_`, `@` and `.`;
 * length 8-20.
 */
export const isStrongPassword = /* @__PURE__ */ matches(
  /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)[\w@.]{8,20}$/,
)
