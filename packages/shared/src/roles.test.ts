import { describe, expect, it } from 'vitest';
import {
  canAccess,
  isAdminOrAssistant,
  isClubMember,
  isCoachOrAdmin,
  isElite,
  isLearner,
  isStaff,
  isStudentCoachOrAdmin,
  isTournamentDirector,
  isStudentOrCoach,
} from './roles.js';

describe('role checks (spec 1 section 6, spec 2 section 6)', () => {
  it.each([
    // roles, elite, member, coachOrAdmin, studentOrCoach, adminOrAssistant
    [['admin'], true, true, true, false, true],
    [['elite'], true, true, false, false, false],
    [['coach'], false, true, true, true, false],
    [['student'], false, true, false, true, false],
    [['assistant'], false, false, false, false, true],
    [[], false, false, false, false, false],
  ])(
    '%j → elite %s, member %s, coach-or-admin %s, student-or-coach %s, admin-or-assistant %s',
    (roles, elite, member, coach, studentOrCoach, assistant) => {
      expect(isElite(roles)).toBe(elite);
      expect(isClubMember(roles)).toBe(member);
      expect(isCoachOrAdmin(roles)).toBe(coach);
      expect(isStudentOrCoach(roles)).toBe(studentOrCoach);
      expect(isAdminOrAssistant(roles)).toBe(assistant);
    },
  );

  it.each([
    [['student'], true],
    [['elite'], true],
    [['coach', 'student'], true],
    [['coach'], false],
    [['admin'], false],
    [['assistant'], false],
    [[], false],
  ])('%j → learner %s (whom a page speaks to as a student)', (roles, learner) => {
    expect(isLearner(roles)).toBe(learner);
  });

  it.each([
    [['coach'], true],
    [['admin'], true],
    [['assistant'], true],
    [['student'], false],
    [['elite'], false],
    [[], false],
  ])('%j → staff %s', (roles, staff) => {
    expect(isStaff(roles)).toBe(staff);
    expect(canAccess('staff', roles)).toBe(staff);
  });

  it.each([
    [['student'], true],
    [['coach'], true],
    [['admin'], true],
    [['elite'], false],
    [['assistant'], false],
    [[], false],
  ])('%j → student, coach or admin %s (End Game Training, /puzzles)', (roles, allowed) => {
    expect(isStudentCoachOrAdmin(roles)).toBe(allowed);
    expect(canAccess('studentCoachOrAdmin', roles)).toBe(allowed);
  });

  it.each([
    [['admin'], true],
    [['director'], true],
    [['coach'], false],
    [['assistant'], false],
    [['student'], false],
    [[], false],
  ])('%j → tournament director %s', (roles, allowed) => {
    expect(isTournamentDirector(roles)).toBe(allowed);
    expect(canAccess('tournamentDirector', roles)).toBe(allowed);
  });

  it('lets visitors through public access only, and any account through authenticated', () => {
    expect(canAccess('public', null)).toBe(true);
    expect(canAccess('authenticated', null)).toBe(false);
    expect(canAccess('authenticated', [])).toBe(true);
    expect(canAccess('admin', ['coach'])).toBe(false);
    expect(canAccess('admin', ['admin'])).toBe(true);
  });
});
