export const queryOptionsReady = true
