import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';

/** The registration types of spec 1 section 2 (/register). */
const CHOICES = [
  {
    title: 'General inquiry',
    to: '/inquiry',
    description: 'Questions about classes, tournaments or anything else? Send us a note.',
  },
  {
    title: 'Group Class',
    to: '/register/groupClass',
    description: 'Weekly small-group lessons at the main office, from beginner to advanced.',
  },
  {
    title: 'Private Class',
    to: '/register/privateClass',
    description: 'One-to-one coaching planned around your goals and schedule.',
  },
  {
    title: 'After School at RJ Lee',
    to: '/register/rjlee',
    description: 'Friday after-school chess club at RJ Lee elementary school.',
  },
  {
    title: 'Group Class at the park (Mustang)',
    to: '/register/mustang',
    description: 'Thursday evening group class at the Mustang park location.',
  },
  {
    title: 'Summer Camp',
    to: '/camp/register',
    description: 'Full-day and half-day chess camp weeks during the summer.',
  },
] as const;

/** Cards whose title is a link covering the whole card (plain HTML: a visitor's first page). */
export function RegisterChooserPage() {
  return (
    <>
      <PageTitle title="Register" />
      <p>Choose what you would like to sign up for.</p>
      <ul className="grid plain-list">
        {CHOICES.map((choice) => (
          <li key={choice.to} className="card">
            <h2 className="card-title">
              <Link className="card-link" to={choice.to}>
                {choice.title}
              </Link>
            </h2>
            <p className="muted">{choice.description}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
