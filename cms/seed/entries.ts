/** Object.entries that keeps the record's key and value types (TypeScript widens keys to string). */
export const entriesOf = <T extends object>(record: T) => Object.entries(record) as [keyof T & string, T[keyof T]][]
