import type { Metadata } from 'next';
import { LoginFlow } from '@/components/auth/login-flow';
import { safeRedirect } from '@/lib/redirect/safe-redirect';

export const metadata: Metadata = { title: 'Log in' };

type Props = { searchParams: Promise<{ email?: string; redirect?: string }> };

export default async function LoginPage({ searchParams }: Props) {
  const { email, redirect } = await searchParams;
  return <LoginFlow initialEmail={typeof email === 'string' ? email : ''} redirectTo={safeRedirect(typeof redirect === 'string' ? redirect : null)} />;
}
