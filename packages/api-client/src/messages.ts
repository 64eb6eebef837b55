/** SPEC section 8: shown for HTTP 500. */
export const SERVER_LOADING_MESSAGE = '服务加载中，请尝试刷新。'
/** SPEC section 8: shown when the server gives no message. */
export const FALLBACK_MESSAGE = 'Error'
/** SPEC section 9: error messages stay 5 s. */
export const ERROR_DURATION_MS = 5000
/** SPEC section 9. */
export const DEFAULT_TIMEOUT_MS = 500000
// The two texts below are not in the spec (assumed).
export const NETWORK_ERROR_MESSAGE = '网络连接失败，请检查网络后重试。'
export const TIMEOUT_MESSAGE = '请求超时，请稍后重试。'
