/** The address's parameter that holds the asset search (`/?q=船橋`, `/{brandId}/list?q=…`). */
export const searchParam = 'q';
