/** Demo accounts shared by `npm start`, the demo data and the end-to-end tests. */
export const demoAccounts = [
  {
    uid: 'demo-admin',
    email: 'admin@example.com',
    password: 'admin-pass-1234',
    displayName: 'デモ管理者',
    claims: { isAdmin: true },
    roleJa: '管理者',
    role: 'admin',
  },
  {
    uid: 'demo-user',
    email: 'user@example.com',
    password: 'user-pass-1234',
    displayName: 'デモユーザー',
    claims: null,
    roleJa: '利用者',
    role: 'user',
  },
  {
    uid: 'demo-user-2',
    email: 'user2@example.com',
    password: 'user2-pass-1234',
    displayName: 'デモユーザー2',
    claims: null,
    roleJa: '利用者（2人目）',
    role: 'second user',
  },
];
