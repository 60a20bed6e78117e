export type DemoUser = { firstName: string; lastName: string; email: string }

/** Plain users; nobody signs in as them (their passwords are random and never shown). */
export const DEMO_USERS = {
  nova: { firstName: 'Nova', lastName: 'Reyes', email: 'nova@demo.machinesoul.local' },
  kai: { firstName: 'Kai', lastName: 'Okafor', email: 'kai@demo.machinesoul.local' },
  mira: { firstName: 'Mira', lastName: 'Lindqvist', email: 'mira@demo.machinesoul.local' },
  theo: { firstName: 'Theo', lastName: 'Marsh', email: 'theo@demo.machinesoul.local' },
} as const satisfies Record<string, DemoUser>

export type DemoUserKey = keyof typeof DEMO_USERS

/** Who writes the Neural Chronicles. */
export const DEMO_AUTHOR: DemoUserKey = 'nova'
