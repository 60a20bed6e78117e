import { unknownAddress } from '@cms/api/unknown/route'

// Payload's REST answers below /cms-api/{collection}; its bare prefix is no address of its own.
export { unknownAddress as GET, unknownAddress as HEAD, unknownAddress as POST, unknownAddress as PUT, unknownAddress as PATCH, unknownAddress as DELETE, unknownAddress as OPTIONS }
