export { PUT } from '@cms/api/albums/[id]/route'
