import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { admittedRestRequest } from '@cms/api/payloadRest/restAccess'

type Context = { params: Promise<{ slug: string[] }> }
type Handler = (request: Request, context: Context) => Promise<Response>

/** Payload's own REST API, for its admin (routes.api in the config points here): admins only, but for sign-in and media files. */
const forAdmins =
  (handler: Handler): Handler =>
  async (request, context) => {
    const admitted = await admittedRestRequest(request, (await context.params).slug)
    return admitted instanceof Response ? admitted : handler(admitted, context)
  }

export const GET = forAdmins(REST_GET(config))
export const POST = forAdmins(REST_POST(config))
export const DELETE = forAdmins(REST_DELETE(config))
export const PATCH = forAdmins(REST_PATCH(config))
export const PUT = forAdmins(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
