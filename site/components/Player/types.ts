import type { PlayerAlbumsQuery } from '../../graphql/generated/graphql'

/** An album as the player needs it: read once per page by the layout. */
export type PlayerAlbum = NonNullable<PlayerAlbumsQuery['Albums']>['docs'][number]
