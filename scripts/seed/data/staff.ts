import { at } from './demo-clock';

/** The staff directory (staff/{uid}): the demo admin account as staff see it in histories. */
export const demoStaff = [
  {
    id: 'demo-admin',
    data: {
      name: '佐藤 美咲',
      email: 'admin@example.com',
      active: true,
      updatedAt: at('2026-04-01'),
    },
  },
];
