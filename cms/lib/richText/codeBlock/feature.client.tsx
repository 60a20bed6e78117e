'use client'

import { $createCodeNode, $isCodeNode, CodeNode } from '@lexical/code-core'
import { createClientFeature, toolbarTextDropdownGroupWithItems } from '@payloadcms/richtext-lexical/client'
import { $getSelection, $isRangeSelection, type BaseSelection } from '@payloadcms/richtext-lexical/lexical'
import { $setBlocksType } from '@payloadcms/richtext-lexical/lexical/selection'

function CodeBlockIcon() {
  return (
    <svg aria-hidden="true" className="icon" fill="none" focusable="false" height="20" viewBox="0 0 20 20" width="20">
      <path d="M7.5 6 3.5 10l4 4M12.5 6l4 4-4 4" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" strokeWidth="1.5" />
    </svg>
  )
}

const isInCodeBlock = ({ selection }: { selection: BaseSelection }) =>
  $isRangeSelection(selection) &&
  selection.getNodes().every((node) => $isCodeNode(node) || $isCodeNode(node.getParent()))

/**
 * As Lexical's playground does it: the block at the caret becomes a code block; a selection
 * across blocks becomes one code block holding its plain text, one line per block.
 */
function $formatCodeBlock() {
  const selection = $getSelection()
  if (!$isRangeSelection(selection)) return
  if (selection.isCollapsed()) {
    $setBlocksType(selection, () => $createCodeNode())
    return
  }
  const text = selection.getTextContent()
  selection.insertNodes([$createCodeNode()])
  const inCode = $getSelection()
  if ($isRangeSelection(inCode)) inCode.insertRawText(text)
}

/** "Code block" in the toolbar's block-type dropdown: the selected blocks become one code block. */
const toolbarGroups = [
  toolbarTextDropdownGroupWithItems([
    {
      ChildComponent: CodeBlockIcon,
      isActive: isInCodeBlock,
      key: 'codeBlock',
      label: 'Code block',
      onSelect: ({ editor }) => editor.update($formatCodeBlock),
      order: 30,
    },
  ]),
]

export const CodeBlockFeatureClient = createClientFeature({
  nodes: [CodeNode],
  toolbarFixed: { groups: toolbarGroups },
  toolbarInline: { groups: toolbarGroups },
})
