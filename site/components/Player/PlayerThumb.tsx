import styled from 'styled-components'
import { CoverImage } from '../CoverImage/CoverImage'
import { thumbBox } from './styles'

const Thumb = styled(CoverImage)`
  ${thumbBox}
`

/** The playing album's cover in the bar. */
export function PlayerThumb({ src }: { src: string }) {
  return <Thumb src={src} alt="" sizes="44px" />
}
