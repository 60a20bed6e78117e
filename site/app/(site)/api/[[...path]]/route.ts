import { unknownAddress } from '@cms/api/unknown/route'

export { unknownAddress as GET, unknownAddress as HEAD, unknownAddress as POST, unknownAddress as PUT, unknownAddress as PATCH, unknownAddress as DELETE, unknownAddress as OPTIONS }
