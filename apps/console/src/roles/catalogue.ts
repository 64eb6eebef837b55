import { type CatalogueKind, type CatalogueSection, routeCatalogue } from '@gdzyz/auth'
import { asyncRoutes } from '../routes/table'

/**
 * What 权限分配 (`permission`) and 角色菜单分配 (`menu`) offer: built from the route table by the
 * route filter's own reading of permission codes, so a route added there is offered here.
 */
export const grantCatalogue = (kind: CatalogueKind): CatalogueSection[] =>
  routeCatalogue(asyncRoutes, kind)
