/**
 * C0 controls, DEL and C1 controls: no text anyone types shows them (they show as nothing, or as
 * boxes), and PostgreSQL refuses NUL. Fields that take tabs or line breaks turn those into spaces first.
 */
// eslint-disable-next-line no-control-regex -- these very characters are what is matched
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/

/**
 * The same, but for tab, line feed and carriage return: what text written at length (a message,
 * lyrics, a comment) keeps.
 */
// eslint-disable-next-line no-control-regex -- these very characters are what is matched
export const CONTROL_CHARACTER_IN_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

/**
 * Text written at length without the controls it may not hold, which no one sees in an editor: a
 * vertical tab, form feed or NEL (the line breaks of a plain-text copy from a word processor)
 * becomes a space, any other goes.
 */
export const withoutHiddenControls = (text: string): string =>
  text.replace(/[\v\f\u0085]/g, ' ').replace(new RegExp(CONTROL_CHARACTER_IN_LINES.source, 'g'), '')

// Tabs and line breaks, of any kind: a name or a title is one line wherever it shows.
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g

/** A title or a name pasted with a line break or a tab in it, on one line: a space between its parts, trimmed. */
export const onOneLine = (text: string): string => text.replace(LINE_BREAKS, ' ').trim()
