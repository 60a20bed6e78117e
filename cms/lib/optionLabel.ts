/**
 * How a stored value of a select reads on screen: 'pending' → 'Pending'. The collections' options,
 * the site's badges and the admin panel all say it so.
 */
export const optionLabel = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1)
