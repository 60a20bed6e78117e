'use client'

import type { RefObject } from 'react'
import styled from 'styled-components'
import type { Album } from '../../lib/read/types'
import { FeaturedAlbum } from './FeaturedAlbum'

// Focus lands here when an album is picked; the panel itself shows no ring, its content changes.
const Anchor = styled.div`
  &:focus { outline: none; }
`

type Props = { album: Album; spotlight: RefObject<HTMLDivElement | null> }

/** The featured album in a focusable wrapper that useFeaturedAlbum scrolls to. */
export function Spotlight({ album, spotlight }: Props) {
  return (
    <Anchor ref={spotlight} tabIndex={-1}>
      <FeaturedAlbum album={album} priority />
    </Anchor>
  )
}
