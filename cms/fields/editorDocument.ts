import { richText, type RichTextFieldValidation } from 'payload/shared'
import { documentShapeProblem } from '../lib/richText/documentShape'
import { documentTextProblem } from '../lib/richText/documentText'

/**
 * A rich-text field's check: a document the editor could have made (its nodes, their places, its
 * size), words that show and hold no control characters, then the editor's own.
 */
export const editorDocument: RichTextFieldValidation = async (value, options) => {
  if (value === null || value === undefined) return richText(value, options)
  return documentShapeProblem(value) ?? documentTextProblem(value) ?? richText(value, options)
}
