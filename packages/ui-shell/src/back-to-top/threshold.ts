/** SPEC section 9: the button appears after scrolling 800px. */
export const BACK_TO_TOP_THRESHOLD = 800
