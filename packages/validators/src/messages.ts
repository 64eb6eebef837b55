/** The two interface languages; Simplified Chinese is the default. */
export type Locale = 'zh-CN' | 'zh-TW'

/** The keys of the shared form rules (SPEC section 5). */
export type RuleKey =
  | 'idCard'
  | 'mobile'
  | 'certifierName'
  | 'password'
  | 'orgName'
  | 'telephone'
  | 'email'
  | 'password2'
  | 'personName'
  | 'noChinese'
  | 'account'
  | 'strongPassword'

// zh-CN: the spec's texts byte for byte (including "8一20" and the half-width comma of
// password2). zh-TW: the same texts in Traditional characters.
export const MESSAGES: Readonly<Record<RuleKey, readonly [zhCN: string, zhTW: string]>> = {
  idCard: [
    '您输入的身份证号码校验位不正确，请重新输入',
    '您輸入的身份證號碼校驗位不正確，請重新輸入',
  ],
  mobile: ['手机号码有误，请重填', '手機號碼有誤，請重填'],
  certifierName: ['证明人名称格式不正确', '證明人名稱格式不正確'],
  password: ['密码格式错误', '密碼格式錯誤'],
  orgName: ['组织名称格式错误', '組織名稱格式錯誤'],
  telephone: ['手机号码格式不正确', '手機號碼格式不正確'],
  email: ['邮箱格式不正确', '郵箱格式不正確'],
  password2: ['密码长度为6~12个字母和数字,区分大小写', '密碼長度為6~12個字母和數字,區分大小寫'],
  personName: ['请输入正确的姓名', '請輸入正確的姓名'],
  noChinese: ['请勿输入中文', '請勿輸入中文'],
  account: [
    '账号格式错误，以字母开头的“字母+数字”组合，长度为8一20位',
    '賬號格式錯誤，以字母開頭的「字母+數字」組合，長度為8-20位',
  ],
  strongPassword: [
    '密码格式错误，需包含大写、小写字母及数字，长度为8一20位',
    '密碼格式錯誤，需包含大寫、小寫字母及數字，長度為8-20位',
  ],
}

// What an empty required field says: 请输入 plus what the rule checks.
export const REQUIRED_MESSAGES: Readonly<Record<RuleKey, readonly [zhCN: string, zhTW: string]>> = {
  idCard: ['请输入身份证号码', '請輸入身份證號碼'],
  mobile: ['请输入手机号码', '請輸入手機號碼'],
  certifierName: ['请输入证明人名称', '請輸入證明人名稱'],
  password: ['请输入密码', '請輸入密碼'],
  orgName: ['请输入组织名称', '請輸入組織名稱'],
  telephone: ['请输入联系电话', '請輸入聯繫電話'],
  email: ['请输入邮箱', '請輸入郵箱'],
  password2: ['请输入密码', '請輸入密碼'],
  personName: ['请输入姓名', '請輸入姓名'],
  noChinese: ['请输入内容', '請輸入內容'],
  account: ['请输入账号', '請輸入賬號'],
  strongPassword: ['请输入密码', '請輸入密碼'],
}
