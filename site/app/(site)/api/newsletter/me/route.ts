import { allowedMethods } from '@cms/api/allowedMethods'
import * as handlers from '@cms/api/newsletter/me/route'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = allowedMethods(handlers)
