import styled, { keyframes } from 'styled-components'
import { theme } from '../../styles/theme'

const BAR_COUNT = 36

/** Bar heights of a soft, repeatable wave (the same on the server and in every browser). */
const heights = Array.from({ length: BAR_COUNT }, (_, i) => {
  const wave = Math.sin(i * 0.42) * 0.5 + Math.sin(i * 1.3 + 1) * 0.3
  return Math.round(22 + Math.abs(wave) * 78)
})

const pulse = keyframes`
  from { transform: scaleY(0.55); }
  to { transform: scaleY(1); }
`

// One styled element for the whole wave; the bars are plain children, so the page carries one
// style tag instead of one per bar. Its height is the caller's to set.
const Bars = styled.div`
  display: flex;
  align-items: center;
  gap: clamp(3px, 0.5vw, 6px);

  > span {
    flex: 1;
    min-width: 2px;
    border-radius: 99px;
    background: ${theme.gradients.accent};
    background-size: 100% 100%;
    box-shadow: 0 0 18px -6px ${theme.colors.accent};
    transform-origin: center;
    animation: ${pulse} 1.6s ease-in-out infinite alternate;
  }
`

/** A decorative equaliser that breathes (still for visitors who prefer less motion). */
export function Waveform({ className }: { className?: string }) {
  return (
    <Bars className={className} aria-hidden="true">
      {heights.map((height, i) => (
        <span key={i} style={{ height: `${height}%`, animationDelay: `${-(i % 9) * 0.18}s` }} />
      ))}
    </Bars>
  )
}
