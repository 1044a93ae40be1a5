import type { Tag } from '@shared/constants';

/**
 * The words the demo articles are made of (src/server/demo/articles.ts): a few stories per section, the
 * people and roles quoted, and sentence banks per section with slots for the story's subject and place.
 */

export interface Story {
  title: string;
  /** What the story is about, to slot into the sentence banks ("the city's marathon"). */
  subject: string;
  place: string;
}

export interface Bank {
  lede: string[];
  context: string[];
  detail: string[];
  quote: string[];
  outlook: string[];
}

export const STORIES: Record<Tag, Story[]> = {
  sports: [
    {
      title: 'Late equaliser keeps title race alive on a tense final weekend',
      subject: 'the league title race',
      place: 'Manchester',
    },
    {
      title: 'Marathon organisers add a night start after record entries',
      subject: 'the city marathon',
      place: 'Chicago',
    },
    {
      title: 'Teenage sprinter breaks national under-20 record in the 200 metres',
      subject: 'the national junior championships',
      place: 'Sydney',
    },
    {
      title: 'Veteran captain announces retirement after 14 seasons',
      subject: "the captain's farewell season",
      place: 'Melbourne',
    },
    {
      title: 'Cycling federation tightens rules on equipment after crash inquiry',
      subject: 'the new equipment rules',
      place: 'Lyon',
    },
    {
      title: 'Women’s football attendance doubles in two years, league says',
      subject: 'the growth of the women’s league',
      place: 'Madrid',
    },
    {
      title: 'Cricket board confirms day-night Test at a renovated stadium',
      subject: 'the day-night Test',
      place: 'Mumbai',
    },
    { title: 'Underdogs reach first cup final in club history', subject: 'the cup run', place: 'Leeds' },
  ],
  entertainment: [
    {
      title: 'Low-budget thriller tops the box office for a third weekend',
      subject: 'the surprise box-office hit',
      place: 'Los Angeles',
    },
    {
      title: 'Streaming service renews its breakout drama for two more seasons',
      subject: 'the breakout drama',
      place: 'New York',
    },
    {
      title: 'Festival line-up leans on new acts as ticket prices climb',
      subject: 'the summer festival',
      place: 'Barcelona',
    },
    {
      title: 'Veteran director returns to the stage with a three-hour epic',
      subject: 'the new stage production',
      place: 'London',
    },
    {
      title: 'Animated feature becomes the year’s most-watched family film',
      subject: 'the animated feature',
      place: 'Toronto',
    },
    {
      title: 'Music awards introduce a category for independent labels',
      subject: 'the awards shake-up',
      place: 'Nashville',
    },
    {
      title: 'Reunion tour sells out in minutes, prompting calls for ticketing reform',
      subject: 'the reunion tour',
      place: 'Chicago',
    },
  ],
  education: [
    {
      title: 'Schools trial a later start time as research on sleep mounts',
      subject: 'the later school day',
      place: 'Seattle',
    },
    {
      title: 'University applications from mature students reach a ten-year high',
      subject: 'the rise in mature students',
      place: 'Manchester',
    },
    {
      title: 'State funds free breakfast in every primary school from September',
      subject: 'the free breakfast programme',
      place: 'Victoria',
    },
    {
      title: 'Teacher shortage eases as retraining scheme draws career changers',
      subject: 'the retraining scheme',
      place: 'Birmingham',
    },
    {
      title: 'Reading scores recover to pre-pandemic levels, national survey finds',
      subject: 'the national reading survey',
      place: 'Washington',
    },
    {
      title: 'Colleges expand apprenticeships with local manufacturers',
      subject: 'the apprenticeship partnership',
      place: 'Detroit',
    },
    {
      title: 'Exam board moves to on-screen tests for three subjects',
      subject: 'the move to on-screen exams',
      place: 'Cardiff',
    },
  ],
  'Science & Technology': [
    {
      title: 'Telescope captures the faintest galaxy yet seen from the early universe',
      subject: 'the deep-field observation',
      place: 'Baltimore',
    },
    {
      title: 'Battery start-up claims a cell that charges in twelve minutes',
      subject: 'the fast-charging battery',
      place: 'San Jose',
    },
    {
      title: 'Regulators publish first rules for testing driverless buses',
      subject: 'the driverless bus trials',
      place: 'Brussels',
    },
    {
      title: 'Gene therapy trial restores partial sight in a rare condition',
      subject: 'the gene therapy trial',
      place: 'Boston',
    },
    {
      title: 'Undersea cable upgrade promises faster internet for island nations',
      subject: 'the undersea cable upgrade',
      place: 'Auckland',
    },
    {
      title: 'Researchers map how bees share the location of flowers',
      subject: 'the study of bee navigation',
      place: 'Cambridge',
    },
    {
      title: 'City replaces 40,000 streetlights with adaptive LEDs',
      subject: 'the streetlight upgrade',
      place: 'Paris',
    },
  ],
  business: [
    {
      title: 'Central bank holds rates and signals a cut later in the year',
      subject: 'the interest-rate decision',
      place: 'Frankfurt',
    },
    {
      title: 'Family-owned grocer agrees to a merger with its regional rival',
      subject: 'the grocery merger',
      place: 'Ohio',
    },
    {
      title: 'Airline orders 60 fuel-efficient jets to replace ageing fleet',
      subject: 'the aircraft order',
      place: 'Dublin',
    },
    {
      title: 'Small businesses report the strongest hiring month since 2019',
      subject: 'the small-business hiring survey',
      place: 'Atlanta',
    },
    {
      title: 'Carmaker converts its oldest plant to build electric vans',
      subject: 'the plant conversion',
      place: 'Valencia',
    },
    {
      title: 'Shipping costs fall as new capacity comes on line',
      subject: 'the fall in shipping costs',
      place: 'Rotterdam',
    },
    {
      title: 'Coffee chain tests a four-day week for head-office staff',
      subject: 'the four-day week trial',
      place: 'Seattle',
    },
  ],
  culture: [
    {
      title: 'Museum returns a collection of ceremonial objects to their community',
      subject: 'the return of the collection',
      place: 'Berlin',
    },
    {
      title: 'Restored silent film to premiere with a live orchestra',
      subject: 'the restored film',
      place: 'Bologna',
    },
    {
      title: 'Novel about a lighthouse keeper wins the national fiction prize',
      subject: 'the prize-winning novel',
      place: 'Dublin',
    },
    {
      title: 'Street artists transform a derelict market into a gallery',
      subject: 'the market gallery',
      place: 'Lisbon',
    },
    {
      title: 'City library extends opening hours after a surge in visitors',
      subject: 'the library’s longer hours',
      place: 'Toronto',
    },
    {
      title: 'Architects unveil plans to reuse a Victorian railway shed',
      subject: 'the railway shed project',
      place: 'Glasgow',
    },
    {
      title: 'Endangered language course fills up within a day',
      subject: 'the language course',
      place: 'Wellington',
    },
  ],
  lifestyle: [
    {
      title: 'Why more commuters are switching to folding bikes',
      subject: 'the folding-bike boom',
      place: 'Amsterdam',
    },
    {
      title: 'Allotment waiting lists grow as home cooks chase fresh produce',
      subject: 'the demand for allotments',
      place: 'Bristol',
    },
    {
      title: 'Nutritionists question the rise of ultra-processed “healthy” snacks',
      subject: 'the healthy-snack aisle',
      place: 'Chicago',
    },
    {
      title: 'Quiet hotels: the travellers paying extra for silence',
      subject: 'the trend for quiet travel',
      place: 'Kyoto',
    },
    {
      title: 'Repair cafés spread as households try to waste less',
      subject: 'the repair café movement',
      place: 'Utrecht',
    },
    {
      title: 'Running clubs become the new place to make friends',
      subject: 'the social running scene',
      place: 'Brooklyn',
    },
    {
      title: 'Dog owners embrace shorter, slower walks, vets say',
      subject: 'the change in dog walking',
      place: 'Melbourne',
    },
  ],
};

/** A second tag, when a story has one, comes from a neighbouring section. */
export const RELATED_TAGS: Record<Tag, Tag[]> = {
  sports: ['business', 'lifestyle'],
  entertainment: ['culture', 'business'],
  education: ['Science & Technology', 'culture'],
  'Science & Technology': ['business', 'education'],
  business: ['Science & Technology', 'lifestyle'],
  culture: ['entertainment', 'education'],
  lifestyle: ['culture', 'sports'],
};

export const PEOPLE = [
  'Maria Alvarez',
  'James Whitfield',
  'Aisha Bello',
  'Tomás Herrera',
  'Hannah Lindqvist',
  'Rahul Mehta',
  'Chloe Bennett',
  'Kwame Mensah',
  'Sofia Rossi',
  'Oliver Grant',
  'Mei Tanaka',
  'Samuel Adeyemi',
];

export const ROLES: Record<Tag, string[]> = {
  sports: [
    'the head coach',
    'a former national team player',
    'the league’s chief executive',
    'a sports physiologist',
  ],
  entertainment: [
    'the film’s producer',
    'a box-office analyst',
    'the festival director',
    'a veteran talent agent',
  ],
  education: ['a head teacher', 'an education researcher', 'the schools minister', 'a union representative'],
  'Science & Technology': [
    'the lead researcher',
    'an independent engineer',
    'a professor of physics',
    'the project manager',
  ],
  business: ['the chief executive', 'a senior economist', 'an industry analyst', 'the finance director'],
  culture: ['the museum’s director', 'a literary critic', 'the curator', 'a local historian'],
  lifestyle: [
    'a behavioural scientist',
    'a registered dietitian',
    'a travel writer',
    'a community organiser',
  ],
};

export const BANKS: Record<Tag, Bank> = {
  sports: {
    lede: [
      'Supporters in {place} will remember {subject} for a long time after a week that turned expectations upside down.',
      '{Subject} has become the talking point of the season, and the numbers behind it explain why.',
      'Few predicted that {subject} would dominate the conversation in {place}, yet here we are.',
    ],
    context: [
      'Officials said attendance had risen by {percent} per cent compared with the same period last year.',
      'The governing body has spent the past two seasons reviewing how fixtures are scheduled and broadcast.',
      'Clubs have invested heavily in youth academies, and the results are beginning to show on the pitch.',
      'Broadcasters reported their largest audience of the season, with more than {number} million viewers tuning in.',
      'The decision follows months of consultation with players, coaches and supporters’ groups.',
    ],
    detail: [
      'Training data shared by the medical staff showed players covering more ground than at any point in the last decade.',
      'Ticket sales opened on a {day} morning and the first allocation was gone before lunchtime.',
      'Analysts pointed to a tactical shift in midfield that has made the side harder to break down.',
      'The stadium has added {number},000 seats since the last renovation, most of them in the family stand.',
      'Several players spoke afterwards about the role of the crowd in the final twenty minutes.',
      'Referees will be briefed on the new guidance before the next round of fixtures.',
    ],
    quote: [
      '“We knew the work would pay off eventually, we just did not know it would be this season,” said {person}, {role}.',
      '“The atmosphere was something I have not felt in years,” {person}, {role}, told reporters.',
      '“There is still a lot to improve, and nobody here is getting carried away,” said {person}, {role}.',
    ],
    outlook: [
      'The next test comes in a fortnight, when the side travels to face the current leaders.',
      'Organisers expect demand to be even higher next year and are already planning for it.',
      'For now, the focus is on recovery, and on keeping the squad fit through a crowded calendar.',
    ],
  },
  entertainment: {
    lede: [
      '{Subject} has quietly become one of the stories of the year in {place} and far beyond it.',
      'Industry insiders in {place} are still trying to explain the success of {subject}.',
      'When {subject} was announced, few expected it to draw the attention it has since received.',
    ],
    context: [
      'Audiences have grown more selective since ticket prices rose, which makes word of mouth more important than ever.',
      'Streaming platforms have been spending less on new commissions and more on proven formats.',
      'Takings reached an estimated {number} million dollars in the first month alone.',
      'Critics were divided at first, but audience scores have stayed consistently high.',
      'The production was filmed over {number} weeks with a largely unknown cast.',
    ],
    detail: [
      'Social media clips from the opening weekend were shared millions of times, drawing in a younger audience.',
      'The soundtrack has also climbed the charts, with two songs entering the top twenty.',
      'Distributors added screens in {percent} per cent more cities after the second weekend.',
      'Rehearsals ran for months, and the cast worked closely with the writers on the final script.',
      'Tickets for the opening nights were allocated by ballot to deal with demand.',
      'The team behind the project had previously worked mainly on documentaries.',
    ],
    quote: [
      '“We made something we wanted to watch ourselves, and it turns out other people did too,” said {person}, {role}.',
      '“Audiences are hungry for stories that take them somewhere unexpected,” {person}, {role}, said.',
      '“Nobody in the industry predicted this, and anyone who says they did is not being honest,” said {person}, {role}.',
    ],
    outlook: [
      'A sequel has not been confirmed, but people close to the production say talks are under way.',
      'The success is likely to encourage studios to take more risks on original material.',
      'Further dates are expected to be announced before the end of the month.',
    ],
  },
  education: {
    lede: [
      '{Subject} is changing the daily routine of thousands of families in {place}.',
      'Parents and teachers in {place} are watching {subject} closely as the first results come in.',
      'Education officials say {subject} could become a model for other regions.',
    ],
    context: [
      'The programme is being funded for three years, with a review planned at the end of the second.',
      'Around {number},000 pupils are expected to take part in the first phase.',
      'Researchers have long argued that small changes to the school day can have outsized effects.',
      'The policy was shaped by a consultation that drew responses from more than {number},000 parents.',
      'Attendance figures have improved by {percent} per cent at schools that joined early.',
    ],
    detail: [
      'Teachers have been given extra planning time to adapt lessons and timetables.',
      'Some schools have partnered with local libraries to extend the hours pupils can study.',
      'A small team of inspectors will visit participating schools each term to gather evidence.',
      'Families on lower incomes are the most likely to benefit, according to early analysis.',
      'Pupils were surveyed before the change and will be surveyed again at the end of the year.',
      'Colleges said the approach helped students who had struggled with the previous system.',
    ],
    quote: [
      '“We are already seeing calmer classrooms and pupils who are ready to learn,” said {person}, {role}.',
      '“The evidence is encouraging, but we need more than one year of data,” {person}, {role}, cautioned.',
      '“This is about giving every child the same chance at a good start,” said {person}, {role}.',
    ],
    outlook: [
      'The full evaluation is due to be published next spring.',
      'If the results hold, ministers have said the scheme could be extended nationwide.',
      'Unions have asked for a guarantee that the extra workload will be properly funded.',
    ],
  },
  'Science & Technology': {
    lede: [
      'Scientists working on {subject} say their latest results exceeded their own expectations.',
      '{Subject} marks a significant step forward, according to researchers in {place}.',
      'A team in {place} has published new findings on {subject} that are drawing attention from the wider field.',
    ],
    context: [
      'The work builds on more than a decade of research, much of it funded by public grants.',
      'The results were published in a peer-reviewed journal this week after independent scrutiny.',
      'Engineers tested the system over {number} months under real-world conditions.',
      'Costs have fallen by roughly {percent} per cent since the technology was first demonstrated.',
      'Similar projects elsewhere have struggled to move beyond the laboratory.',
    ],
    detail: [
      'The team collected data from {number} separate trials to rule out measurement errors.',
      'Independent experts said the method was sound but urged caution about scaling it up.',
      'The hardware runs on a fraction of the power required by earlier designs.',
      'All of the underlying data has been released so that other groups can check the results.',
      'A second phase will test whether the approach works outside controlled conditions.',
      'Regulators have asked for further safety reviews before any commercial use.',
    ],
    quote: [
      '“It is the kind of result you hope for but rarely get,” said {person}, {role}.',
      '“We are confident in the data, but science moves by replication, not headlines,” {person}, {role}, said.',
      '“The challenge now is making this cheap and reliable enough for everyday use,” said {person}, {role}.',
    ],
    outlook: [
      'The researchers expect to publish follow-up results within eighteen months.',
      'Several companies have already approached the team about licensing the technology.',
      'If the next phase succeeds, the first practical applications could arrive within five years.',
    ],
  },
  business: {
    lede: [
      '{Subject} is being watched closely by investors in {place} and beyond.',
      'Markets reacted calmly to {subject}, which had been widely expected.',
      '{Subject} reflects a broader shift in how companies are planning for the next decade.',
    ],
    context: [
      'The deal is valued at about {number} billion dollars, including debt.',
      'Profits rose {percent} per cent in the last quarter, helped by lower energy costs.',
      'Competition authorities are expected to review the plans before they can go ahead.',
      'Consumer confidence has improved for three consecutive months, according to the latest survey.',
      'The company employs more than {number},000 people across its operations.',
    ],
    detail: [
      'Shares closed slightly higher on the day as analysts digested the announcement.',
      'Suppliers have been told to expect longer contracts in exchange for tighter delivery targets.',
      'The plan includes retraining for staff whose roles will change over the next two years.',
      'Borrowing costs remain the main concern for smaller firms looking to expand.',
      'The board said the investment would be paid for from existing cash reserves.',
      'Trade groups welcomed the move but warned that costs could still rise later in the year.',
    ],
    quote: [
      '“This gives us the scale to compete, and the stability to invest,” said {person}, {role}.',
      '“The fundamentals look healthier than they did a year ago,” {person}, {role}, said.',
      '“Nobody should assume the hard part is over,” said {person}, {role}.',
    ],
    outlook: [
      'Full-year results are due in the spring, when the company will update its forecasts.',
      'Economists expect further data next month to confirm whether the trend is holding.',
      'Employees will be briefed on the changes at a series of meetings next week.',
    ],
  },
  culture: {
    lede: [
      '{Subject} has drawn crowds and conversation in equal measure in {place}.',
      'For many in {place}, {subject} is about far more than a single building or book.',
      '{Subject} is the result of years of patient work by a small and determined group.',
    ],
    context: [
      'The project received a grant of {number} million from the national heritage fund.',
      'Visitor numbers have risen by {percent} per cent since the doors reopened.',
      'Curators spent months researching the history of each piece before it went on display.',
      'The work was first proposed more than a decade ago but stalled for lack of funding.',
      'Local schools have been invited to run workshops alongside the public programme.',
    ],
    detail: [
      'The opening weekend included talks, performances and guided walks led by volunteers.',
      'Much of the original material had been kept in storage and never shown in public.',
      'Entry is free on the first {day} of every month to widen access.',
      'Critics praised the decision to let the community shape how the story is told.',
      'Conservators used traditional techniques wherever possible to preserve the original character.',
      'A digital archive will make the collection available to researchers around the world.',
    ],
    quote: [
      '“Culture belongs to the people who live with it every day,” said {person}, {role}.',
      '“We wanted visitors to leave with questions, not just answers,” {person}, {role}, explained.',
      '“It has taken a long time, but it was worth getting right,” said {person}, {role}.',
    ],
    outlook: [
      'A touring version of the exhibition is planned for next year.',
      'Organisers hope the project will encourage similar efforts in other cities.',
      'The programme of events runs until the end of the season.',
    ],
  },
  lifestyle: {
    lede: [
      '{Subject} is reshaping weekends and routines for people in {place}.',
      'Ask around in {place} and you will find that {subject} is more than a passing trend.',
      '{Subject} says a lot about how people want to live now.',
    ],
    context: [
      'A recent survey found that {percent} per cent of adults had changed a daily habit in the past year.',
      'Rising costs have pushed many households to rethink how they spend their free time.',
      'Interest has grown steadily since the pandemic, when many people picked up new routines.',
      'Retailers report sales up by {percent} per cent on the same period last year.',
      'Community groups say membership has roughly doubled in two years.',
    ],
    detail: [
      'Newcomers are often surprised by how quickly the habit sticks once the first few weeks pass.',
      'Experts recommend starting small and building up gradually rather than changing everything at once.',
      'Many participants say the social side matters as much as the practical benefits.',
      'Local councils have started to support the idea with small grants and shared spaces.',
      'Costs vary widely, but most people spend less than they expected.',
      'Some warn that the trend risks becoming another thing to buy rather than a change in habit.',
    ],
    quote: [
      '“It started as something practical, and it has become the best part of my week,” said {person}, {role}.',
      '“Small changes add up, and they are much easier to keep,” {person}, {role}, said.',
      '“People want connection as much as convenience,” said {person}, {role}.',
    ],
    outlook: [
      'With the warmer months ahead, organisers expect interest to keep growing.',
      'Whether it lasts will depend on whether it stays affordable and welcoming.',
      'For many, the appeal is simple: it makes ordinary days a little better.',
    ],
  },
};
