export { BannedDialog, type BannedDialogProps } from './banned-dialog'
