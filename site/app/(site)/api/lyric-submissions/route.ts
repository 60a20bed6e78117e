import { createSubmission, listOwnSubmissions } from '@cms/api/lyricSubmissions/handlers'

export const GET = listOwnSubmissions
export const POST = createSubmission
