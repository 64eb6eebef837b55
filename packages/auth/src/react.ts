export const reactBindings = true
