import { Island } from '../../islands/Island';
import { SignInCard, type SignInCardProps } from './SignInCard';

/** The sign-in card as an island: server-rendered, hydrated alone in the browser. */
export function SignInSection(props: SignInCardProps) {
  return <Island name="sign-in" component={SignInCard} props={props} />;
}
