import { descriptors } from '../lists/descriptors/shop-api-model'
import type { SectionPages } from './section-page'

/** Pages of /shop_api_model. */
export const pages: SectionPages = descriptors
