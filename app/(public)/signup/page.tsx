import type { Metadata } from 'next';
import { SignupFlow } from '@/components/auth/signup-flow';
import { USER_TYPES } from '@/lib/contract/values-forms';

export const metadata: Metadata = { title: 'Sign up' };

type Props = { searchParams: Promise<{ email?: string; type?: string }> };

export default async function SignupPage({ searchParams }: Props) {
  const { email, type } = await searchParams;
  const knownType = (USER_TYPES as readonly string[]).includes(type ?? '') ? (type as string) : '';
  return <SignupFlow initialEmail={typeof email === 'string' ? email : ''} initialType={knownType} />;
}
