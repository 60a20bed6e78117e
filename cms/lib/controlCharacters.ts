/**
 * C0 controls, DEL and C1 controls: no text anyone types shows them (they show as nothing, or as
 * boxes), and PostgreSQL refuses NUL. Fields that take tabs or line breaks turn those into spaces first.
 */
// eslint-disable-next-line no-control-regex -- these very characters are what is matched
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/
