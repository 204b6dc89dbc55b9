import { CONFIG_NAMES } from '@kingside/shared';
import { sql } from 'drizzle-orm';
import { addDays, dayOfWeek, todayIn } from '../lib/time.js';
import type { Db } from './client.js';
import { DEMO_COACH_PHOTOS, DEMO_GALLERY_PHOTOS, DEMO_PHOTO_CREDIT } from './demo-photos.js';
import {
  campEvents,
  coaches,
  configs,
  galleryImages,
  locations,
  newsItems,
  programs,
} from './schema.js';

const dollars = (n: number) => n * 100;
/** The first date on or after `date` that falls on `weekday` (0 = Sunday). */
const nextWeekday = (date: string, weekday: number) =>
  addDays(date, (weekday - dayOfWeek(date) + 7) % 7);

const COACHES = [
  ['Magnus', 'Whitfield', 'Founder and head coach', 100, 150, null],
  ['Elena', 'Petrosyan', 'International Master', 140, 250, null],
  ['Viktor', 'Alekhin', 'Grandmaster, private lessons', null, 300, 250],
  ['Priya', 'Raman', 'Scholastic coach', 100, 150, null],
  ['Diego', 'Morales', 'Tournament coach', 90, 125, null],
  ['Hannah', 'Keller', 'Beginner specialist', 90, 125, null],
  ['Samuel', 'Okafor', 'Endgame coach', 100, 150, null],
  ['Mei', 'Tanaka', 'Online classes', null, 120, 120],
  ['Luca', 'Bianchi', 'Assistant coach', 80, 120, null],
] as const;

/**
 * The fictional club's content: locations, programs, coaches, camp, news, gallery
 * and site configs (spec 1 section 9), dated from `today` so the demo always looks current
 * (tournaments and coupons: demo-tournaments.ts). Only added to an empty content table, so a second run changes nothing.
 */
export async function seedDemoContent(db: Db, options: { timeZone: string; clubAddress: string }) {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(locations);
  if (n > 0) return;
  const today = todayIn(options.timeZone);

  const [main, argyle, rjlee, mustang] = await db
    .insert(locations)
    .values([
      {
        name: 'Main Office',
        address: options.clubAddress,
        sortOrder: 1,
        notes: 'Group and private classes.',
      },
      {
        name: 'Argyle',
        address: 'Argyle Community Center, 401 Denton St, Argyle, TX 76226',
        sortOrder: 2,
      },
      {
        name: 'RJ Lee Elementary',
        address: 'RJ Lee Elementary School, 2100 Lee Pkwy, Plano, TX 75024',
        sortOrder: 3,
      },
      {
        name: 'Mustang Park',
        address: 'Mustang Park Recreation Center, 88 Mustang Dr, Plano, TX 75025',
        sortOrder: 4,
      },
    ])
    .returning();

  const afterSchoolStart = nextWeekday(addDays(today, 14), 5);
  const mustangStart = nextWeekday(addDays(today, 10), 4);
  await db.insert(programs).values([
    {
      name: 'Group Class: Beginner and Intermediate',
      kind: 'groupClass',
      locationId: main!.id,
      level: 'Beginner or intermediate',
      description: 'One hour a week in a group of up to 8 students.',
      priceCents: dollars(90),
      priceUnit: 'per 4 weeks',
      registrationFeeCents: dollars(25),
      maxStudents: 8,
      dayOfWeek: 6,
      startTime: '10:00',
      endTime: '11:00',
      sortOrder: 1,
    },
    {
      name: 'Group Class: Advanced',
      kind: 'groupClass',
      locationId: main!.id,
      level: 'Advanced',
      description: 'One hour a week in a group of up to 8 students.',
      priceCents: dollars(120),
      priceUnit: 'per 4 weeks',
      registrationFeeCents: dollars(25),
      maxStudents: 8,
      dayOfWeek: 6,
      startTime: '11:00',
      endTime: '12:00',
      sortOrder: 2,
    },
    {
      name: 'Private Class',
      kind: 'privateClass',
      locationId: main!.id,
      level: 'All levels',
      description:
        'One-to-one lessons at a time that suits you; $150 to $200 per 4 weeks depending on the coach.',
      priceCents: dollars(150),
      priceUnit: 'per 4 weeks (up to $200 by coach)',
      registrationFeeCents: dollars(25),
      maxStudents: 1,
      sortOrder: 3,
    },
    {
      name: 'Group Class: Argyle',
      kind: 'groupClass',
      locationId: argyle!.id,
      level: 'All levels',
      description: 'One hour a week in a group of up to 8 students.',
      priceCents: dollars(100),
      priceUnit: 'per 4 weeks',
      registrationFeeCents: dollars(25),
      maxStudents: 8,
      dayOfWeek: 2,
      startTime: '17:00',
      endTime: '18:00',
      sortOrder: 4,
    },
    {
      name: 'After School Chess at RJ Lee',
      kind: 'afterSchool',
      locationId: rjlee!.id,
      level: 'Grades K to 5',
      description: 'Ten Fridays right after school, 30 seats.',
      priceCents: dollars(175),
      priceUnit: 'for 10 Fridays',
      maxStudents: 30,
      dayOfWeek: 5,
      startTime: '15:15',
      endTime: '16:15',
      startDate: afterSchoolStart,
      endDate: addDays(afterSchoolStart, 63),
      schoolName: 'RJLEE',
      sortOrder: 5,
    },
    {
      name: 'Group Class at Mustang Park',
      kind: 'afterSchool',
      locationId: mustang!.id,
      level: 'All levels',
      description: 'Thursday evenings at the park recreation center.',
      priceCents: dollars(80),
      priceUnit: 'per 4 weeks',
      maxStudents: 16,
      dayOfWeek: 4,
      startTime: '18:15',
      endTime: '19:15',
      startDate: mustangStart,
      schoolName: 'MUSTANG',
      sortOrder: 6,
    },
  ]);

  await db.insert(coaches).values(
    COACHES.map(([firstName, lastName, title, group, priv, online], i) => ({
      firstName,
      lastName,
      title,
      bio:
        `${firstName} ${lastName} has taught chess at the club for ${3 + i} years.\n\n` +
        `Lessons combine tactics, endgames and the student's own games, with homework on the club's ` +
        `puzzles and studies between classes.`,
      // A rendered chess piece each (fictional coaches get no real person's face): demo-photos.ts.
      photoUrl: DEMO_COACH_PHOTOS[i] ?? null,
      groupMonthlyCents: group === null ? null : dollars(group),
      privateMonthlyCents: dollars(priv),
      privateOnlineMonthlyCents: online === null ? null : dollars(online),
      sortOrder: i + 1,
    })),
  );

  // Summer camp next summer (this summer while it is still before June).
  const year = Number(today.slice(0, 4)) + (today.slice(5) >= '06-01' ? 1 : 0);
  const firstMonday = nextWeekday(`${year}-06-08`, 1);
  const slots = [
    ['Full Day', '09:00', '16:00', 400, 375, 20],
    ['Half Day Morning', '09:00', '12:00', 225, 200, 12],
    ['Half Day Afternoon', '13:00', '16:00', 225, 200, 12],
  ] as const;
  const camp = [];
  for (let week = 0; week < 4; week++) {
    const start = addDays(firstMonday, week * 7);
    for (const [slot, from, to, price, early, capacity] of slots) {
      camp.push({
        eventName: `Summer Camp Week ${week + 1}`,
        eventSlot: slot,
        startDate: start,
        endDate: addDays(start, 4),
        startTime: from,
        endTime: to,
        priceCents: dollars(price),
        earlyBirdPriceCents: dollars(early),
        earlyBirdDeadline: `${year}-05-15`,
        eventUnit: 5,
        capacity,
      });
    }
  }
  await db.insert(campEvents).values(camp);

  const hour = 3600_000;
  await db.insert(newsItems).values([
    {
      title: 'Summer camp registration is open',
      body: `Early-bird prices run until May 15, ${year}: $375 a week for full days and $200 for half days.\n\nFull refund if you tell us 2 days before the camp week.`,
      publishedAt: new Date(Date.now() - 2 * hour),
    },
    {
      title: 'Weekly rapid tournaments every Saturday',
      body: 'USCF rated, four rounds of G/30 with a 5 second delay, starting at 2:00 pm. Entry $25.',
      publishedAt: new Date(Date.now() - 72 * hour),
    },
    {
      title: 'New after-school programs',
      body: 'After-school chess returns to RJ Lee Elementary on Fridays and to Mustang Park on Thursday evenings.',
      publishedAt: new Date(Date.now() - 240 * hour),
    },
  ]);

  await db.insert(galleryImages).values(
    DEMO_GALLERY_PHOTOS.map((photo, i) => ({
      imageIndex: i + 1,
      imageUrl: photo.url,
      caption: photo.caption,
    })),
  );

  await db
    .insert(configs)
    .values([
      {
        configName: CONFIG_NAMES.mission,
        configValue:
          'We help players of every age enjoy and improve at chess, with weekly classes, after-school programs, summer camps and rated tournaments.',
      },
      {
        configName: CONFIG_NAMES.galleryAlbumUrl,
        configValue: 'https://photos.kingside.example/album',
      },
      { configName: CONFIG_NAMES.photoCredit, configValue: DEMO_PHOTO_CREDIT },
    ])
    .onConflictDoNothing();
}
