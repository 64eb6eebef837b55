export { compressImage, type ImageEncoder } from './compress-image'
export { ImageUpload, type ImageUploadProps } from './image-upload'
