import { z } from 'zod'

const INVALID = 'Please enter a valid email address'

/** The part before the @ holds at most 64 characters (RFC 5321): no mail server takes a longer one. */
const LOCAL_PART_MAX = 64

/** An e-mail address as every form takes it, after trimming (and any other shaping) and the length check. */
export const emailAddressSchema = z.email(INVALID).refine((value) => value.lastIndexOf('@') <= LOCAL_PART_MAX, INVALID)

/** The message of a value that is no address at all (a number, null). */
export const EMAIL_TYPE_ERROR = { error: INVALID }
