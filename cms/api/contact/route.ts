import { contactSchema } from '../../schemas/contact'
import { route } from '../handler'
import { json, parseBody } from '../http'

/** POST /api/contact: the message is kept (and e-mailed to the collective when SMTP is set up). */
export const POST = route(async ({ request, req }) => {
  const data = await parseBody(request, contactSchema)
  const message = await req.payload.create({ collection: 'contact-messages', data, depth: 0, req, overrideAccess: false })
  return json({ id: message.id, message: "Thank you for your message. We'll get back to you soon." }, 201)
})
