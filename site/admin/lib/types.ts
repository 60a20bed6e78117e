import type { toContractBlogPost } from '@cms/api/mappers/blogPost'
import type { toContractAlbum, toContractArtist } from '@cms/api/mappers/catalogue'
import type { toContractLyricSubmission } from '@cms/api/mappers/lyricSubmission'
import type { toContractUser } from '@cms/api/mappers/user'

/** The /api contract's records as the panel receives them (SPEC §3), typed from the mappers. */
export type AdminAlbum = ReturnType<typeof toContractAlbum>
export type AdminArtist = ReturnType<typeof toContractArtist>
export type AdminPost = ReturnType<typeof toContractBlogPost>
export type AdminSubmission = ReturnType<typeof toContractLyricSubmission>
export type AdminUser = ReturnType<typeof toContractUser>
