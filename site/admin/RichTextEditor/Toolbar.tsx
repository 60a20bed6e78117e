'use client'
import { $createCodeNode, $isCodeNode } from '@lexical/code-core'
import { notice } from '../lib/feedback'
import {
  $createParagraphNode,
  $createTextNode,
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  $isRootOrShadowRoot,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  type ElementFormatType,
  type ElementNode,
  type LexicalEditor,
  type LexicalNode,
  type TextFormatType,
} from '@payloadcms/richtext-lexical/lexical'
import { $createLinkNode, $isLinkNode, TOGGLE_LINK_COMMAND } from '@payloadcms/richtext-lexical/lexical/link'
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListNode,
  REMOVE_LIST_COMMAND,
} from '@payloadcms/richtext-lexical/lexical/list'
import { useLexicalComposerContext } from '@payloadcms/richtext-lexical/lexical/react/LexicalComposerContext'
import { $createHeadingNode, $createQuoteNode, $isHeadingNode, $isQuoteNode } from '@payloadcms/richtext-lexical/lexical/rich-text'
import { $setBlocksType } from '@payloadcms/richtext-lexical/lexical/selection'
import { $findMatchingParent, $getNearestNodeOfType } from '@payloadcms/richtext-lexical/lexical/utils'
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { rovingIndex } from '../lib/roving'
import { safeLinkUrl } from './links'
import styles from './RichTextEditor.module.css'

/** The block types a tool makes; a plain paragraph is what they toggle back to. */
type ToolBlock = 'h1' | 'h2' | 'h3' | 'quote' | 'code' | 'bullet' | 'number'
type Block = ToolBlock | 'paragraph'

/** What the selection is in: it sets each toggle's aria-pressed. */
type Active = {
  bold: boolean
  italic: boolean
  underline: boolean
  block: Block
  align: ElementFormatType
  link: boolean
}

const NOTHING: Active = { bold: false, italic: false, underline: false, block: 'paragraph', align: '', link: false }

function $blockOf(element: ElementNode, anchor: LexicalNode): Block {
  if ($isListNode(element)) return ($getNearestNodeOfType(anchor, ListNode) ?? element).getListType() === 'number' ? 'number' : 'bullet'
  if ($isHeadingNode(element)) {
    const tag = element.getTag()
    return tag === 'h1' || tag === 'h2' || tag === 'h3' ? tag : 'paragraph'
  }
  if ($isQuoteNode(element)) return 'quote'
  if ($isCodeNode(element)) return 'code'
  return 'paragraph'
}

function $readActive(): Active {
  const selection = $getSelection()
  if (!$isRangeSelection(selection)) return NOTHING
  const anchor = selection.anchor.getNode()
  // The top-level block the caret is in (for a list item, its list) gives the block type;
  // the nearest block (a list item itself) carries the alignment.
  const top = $findMatchingParent(anchor, (node) => {
    const parent = node.getParent()
    return parent !== null && $isRootOrShadowRoot(parent)
  })
  const nearest = $findMatchingParent(anchor, (node) => $isElementNode(node) && !node.isInline())
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    underline: selection.hasFormat('underline'),
    block: $isElementNode(top) ? $blockOf(top, anchor) : 'paragraph',
    align: $isElementNode(nearest) ? nearest.getFormatType() : '',
    link: $findMatchingParent(anchor, $isLinkNode) !== null,
  }
}

/** Turns the selected blocks into `block`, or back into paragraphs when they already are. */
function setBlock(editor: LexicalEditor, current: Block, block: ToolBlock) {
  if (block === 'bullet' || block === 'number') {
    if (current === block) return editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined)
    return editor.dispatchCommand(block === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined)
  }
  editor.update(() => {
    const selection = $getSelection()
    if (!$isRangeSelection(selection)) return
    if (current === block) return $setBlocksType(selection, () => $createParagraphNode())
    if (block === 'quote') return $setBlocksType(selection, () => $createQuoteNode())
    if (block === 'code') return $setBlocksType(selection, () => $createCodeNode())
    $setBlocksType(selection, () => $createHeadingNode(block))
  })
}

function insertLink(editor: LexicalEditor, active: Active) {
  if (active.link) return editor.dispatchCommand(TOGGLE_LINK_COMMAND, null)
  const answer = window.prompt('Enter URL:')
  if (!answer?.trim()) return
  const url = safeLinkUrl(answer)
  if (!url) {
    notice.error('Invalid link', { description: 'Use an address starting with https://, http:// or mailto:, or a path on this site such as /albums.' })
    return
  }
  editor.update(() => {
    const selection = $getSelection()
    // With nothing selected there is no text to link: the address itself becomes the text.
    if ($isRangeSelection(selection) && selection.isCollapsed()) selection.insertNodes([$createLinkNode(url).append($createTextNode(url))])
    else editor.dispatchCommand(TOGGLE_LINK_COMMAND, url)
    // The caret goes after the new link, as in other editors: the next key adds text, never
    // replaces the linked words (the prompt hands focus back to a selection still spanning them).
    const linked = $getSelection()
    if ($isRangeSelection(linked)) {
      const { key, offset, type } = linked.isBackward() ? linked.anchor : linked.focus
      linked.anchor.set(key, offset, type)
      linked.focus.set(key, offset, type)
    }
  })
}

type Tool = {
  label: string
  icon: ReactNode
  /** The icon's text, when it is text ("H1"): the button's name starts with it, so that what a speech user reads off the button is what it is called. */
  shown?: string
  /** Whether the tool is on where the selection is; omitted for plain actions. */
  pressed?: (active: Active) => boolean
  run: (editor: LexicalEditor, active: Active) => void
}

const format = (type: TextFormatType) => (editor: LexicalEditor) => editor.dispatchCommand(FORMAT_TEXT_COMMAND, type)
const align = (type: ElementFormatType) => (editor: LexicalEditor) => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, type)
const block = (type: ToolBlock) => (editor: LexicalEditor, active: Active) => setBlock(editor, active.block, type)
const isBlock = (type: ToolBlock) => (active: Active) => active.block === type

/** A line icon (24 × 24, stroked in the text colour); the button's aria-label names it. */
function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  )
}

/** SPEC §2 "Editor tools", in order; groups are separated visually. */
const GROUPS: readonly (readonly Tool[])[] = [
  [
    { label: 'Bold', icon: <b>B</b>, pressed: (active) => active.bold, run: format('bold') },
    { label: 'Italic', icon: <i>I</i>, pressed: (active) => active.italic, run: format('italic') },
    { label: 'Underline', icon: <u>U</u>, pressed: (active) => active.underline, run: format('underline') },
  ],
  [
    { label: 'Heading 1', shown: 'H1', icon: <span aria-hidden="true">H1</span>, pressed: isBlock('h1'), run: block('h1') },
    { label: 'Heading 2', shown: 'H2', icon: <span aria-hidden="true">H2</span>, pressed: isBlock('h2'), run: block('h2') },
    { label: 'Heading 3', shown: 'H3', icon: <span aria-hidden="true">H3</span>, pressed: isBlock('h3'), run: block('h3') },
  ],
  [
    {
      label: 'Align left',
      icon: <Icon d="M21 6H3M15 12H3M17 18H3" />,
      pressed: (active) => active.align === 'left' || active.align === 'start' || active.align === '',
      run: align('left'),
    },
    { label: 'Align centre', icon: <Icon d="M21 6H3M17 12H7M19 18H5" />, pressed: (active) => active.align === 'center', run: align('center') },
    {
      label: 'Align right',
      icon: <Icon d="M21 6H3M21 12H9M21 18H7" />,
      pressed: (active) => active.align === 'right' || active.align === 'end',
      run: align('right'),
    },
  ],
  [
    { label: 'Bullet list', icon: <Icon d="M9 6h12M9 12h12M9 18h12M4 6h.01M4 12h.01M4 18h.01" />, pressed: isBlock('bullet'), run: block('bullet') },
    {
      label: 'Numbered list',
      icon: <Icon d="M10 6h11M10 12h11M10 18h11M4 4h1v5M4 9h2M6 19H4c0-1 2-2 2-3s-1-1.5-2-1" />,
      pressed: isBlock('number'),
      run: block('number'),
    },
    { label: 'Quote', icon: <span aria-hidden="true">“</span>, pressed: isBlock('quote'), run: block('quote') },
    { label: 'Code block', icon: <Icon d="M16 18l6-6-6-6M8 6l-6 6 6 6" />, pressed: isBlock('code'), run: block('code') },
    {
      label: 'Link',
      icon: <Icon d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />,
      pressed: (active) => active.link,
      run: insertLink,
    },
  ],
]

const TOOLS = GROUPS.flat()
/** Where each group's first tool sits in TOOLS, for the roving focus. */
const GROUP_STARTS = GROUPS.map((_, group) => GROUPS.slice(0, group).flat().length)

/**
 * The editor's toolbar: real buttons, toggles with aria-pressed, and one tab stop with arrow-key
 * (Home/End) movement between the tools, as a WAI-ARIA toolbar.
 */
export function Toolbar({ label }: { label: string }) {
  const [editor] = useLexicalComposerContext()
  const [active, setActive] = useState<Active>(NOTHING)
  const [focused, setFocused] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  useEffect(
    () => editor.registerUpdateListener(({ editorState }) => setActive(editorState.read($readActive, { editor }))),
    [editor],
  )

  const onKeyDown = (event: KeyboardEvent) => {
    const target = rovingIndex(event.key, focused, TOOLS.length)
    if (target === undefined) return
    event.preventDefault()
    setFocused(target)
    buttons.current[target]?.focus()
  }

  return (
    <div role="toolbar" aria-label={label} className={styles.toolbar} onKeyDown={onKeyDown}>
      {GROUPS.map((group, groupIndex) => (
        <div key={groupIndex} className={styles.group}>
          {group.map((tool, toolIndex) => {
            const position = GROUP_STARTS[groupIndex]! + toolIndex
            return (
              <button
                key={tool.label}
                ref={(button) => {
                  buttons.current[position] = button
                }}
                type="button"
                className={styles.tool}
                aria-label={tool.shown ? `${tool.shown} ${tool.label}` : tool.label}
                title={tool.label}
                aria-pressed={tool.pressed?.(active)}
                tabIndex={position === focused ? 0 : -1}
                // Keep the caret in the text: the tool acts on the current selection.
                onMouseDown={(event) => event.preventDefault()}
                onFocus={() => setFocused(position)}
                onClick={() => {
                  tool.run(editor, active)
                  editor.focus()
                }}
              >
                {tool.icon}
              </button>
            )
          })}
        </div>
      ))}
    </div>
  )
}
