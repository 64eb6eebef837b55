/**
 * The statistics calls of SPEC section 8 (assumed paths): envelope-exempt, answered raw. A module
 * of its own so that the client's exempt list does not pull the statistics operations into every
 * bundle that creates a client.
 */
export const STATISTICS_PATHS = {
  aggregate: '/v2/api/gdzyz/manage/pc/statistics/aggregate',
  cards: '/v2/api/gdzyz/manage/pc/statistics/cards',
  query: '/v2/api/gdzyz/manage/pc/statistics/query',
} as const
