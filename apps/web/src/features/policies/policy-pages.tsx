import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { PolicyEmail, PolicyLayout, type PolicySection } from './policy-layout';
import styles from './policies.module.css';

const LAST_UPDATED = { iso: '2026-11-26', text: '26 Nov 2026' };
const PHONE = '+91 80 4912 3300';
const PHONE_HREF = 'tel:+918049123300';
const ADDRESS = 'Roast Cafe and Bakery, 14, 12th Main Road, HAL 2nd Stage, Indiranagar, Bengaluru, Karnataka 560038';
/** The person who answers for personal data under the DPDP Act, 2023 (section 8(9)). */
const GRIEVANCE_OFFICER = { name: 'Kavya Hegde', role: 'Grievance Officer (Data Protection)' };
const GRIEVANCE_EMAIL = 'grievance@roastcafe.in';

/** Each item of personal data: what it is, why we keep it and for how long. */
const DATA_WE_KEEP: { item: string; why: string; howLong: string }[] = [
  {
    item: 'Your name, email address and phone number (your account)',
    why: 'To sign you in, greet you, send your confirmations and call you if something about your order changes.',
    howLong: 'Until you erase your account. Erasing removes them at once.',
  },
  {
    item: 'Your password',
    why: 'To check that it is you when you log in. We keep only a one-way hash, never the password itself.',
    howLong: 'Until you change it or erase your account; erasing makes the login stop working at once.',
  },
  {
    item: 'Orders: items, sizes, outlet, pickup date and time, pickup code, amounts, status and its history',
    why: 'To bake your order, hand it over at the counter, and keep the accounts GST law asks of us.',
    howLong:
      'Six years (72 months) from the due date of the annual GST return for the financial year of the order, as section 36 of the CGST Act, 2017 requires. The annual return is due on 31 December after the year ends, so an order placed in November 2026 is kept until 31 December 2033. Erasing your account removes your name, email and phone from them.',
  },
  {
    item: 'GST invoices',
    why: 'Tax law asks us to issue and keep them.',
    howLong: 'As long as the orders above. After you erase your account they no longer carry your name or contact.',
  },
  {
    item: 'The message for a cake and other order notes',
    why: 'So the kitchen can pipe the message or follow your note.',
    howLong:
      'With the order. When you erase your account, the notes of orders already collected or cancelled are cleared; an order still to be collected keeps its note until the kitchen has made it.',
  },
  {
    item: 'Event bookings and workshop enrollments: the name and email they were made with, places, reference, payment',
    why: 'To keep your place, let you in at the door and refund you if a session is cancelled.',
    howLong:
      'As long as the orders above, since they are paid. Erasing your account removes your name and email from your enrollments and from the event bookings made with your account email.',
  },
  {
    item: 'Payment references from Razorpay',
    why: 'To match your payment to your order or booking and to refund it. We never see or keep card, UPI or bank details: Razorpay holds those.',
    howLong: 'As long as the orders above.',
  },
  {
    item: 'Contact messages: name, email, phone, your message and how you want us to reply',
    why: 'To answer you and follow up on the conversation.',
    howLong: 'Two years.',
  },
  {
    item: 'Job applications and resumes',
    why: 'To consider you for the job you applied for.',
    howLong: 'Twelve months, unless you join us. Resumes are never published.',
  },
  {
    item: 'Sign-in token and session record',
    why: 'To keep you logged in on your device.',
    howLong:
      'Seven days at most, or until you log out. Your browser keeps the token; our server keeps a record of the session so logging out ends it everywhere.',
  },
  {
    item: 'Password reset links',
    why: 'To let you choose a new password.',
    howLong: 'Thirty minutes, and each link works once.',
  },
  {
    item: 'Emails we send you',
    why: 'To deliver your confirmations and replies, and to try again if delivery fails.',
    howLong: 'Until they are delivered; erasing your account deletes our copies of the ones already sent.',
  },
  {
    item: 'Server logs: IP address, browser type, the page asked for and the time',
    why: 'To keep the site secure and working, and to stop misuse such as password guessing.',
    howLong: 'Ninety days.',
  },
];

function ContactLines() {
  return (
    <ul>
      <li>
        Email: <PolicyEmail />
      </li>
      <li>
        Phone: <a href={PHONE_HREF}>{PHONE}</a>, 9:00 AM to 9:00 PM, every day
      </li>
      <li>Post: {ADDRESS}</li>
    </ul>
  );
}

const PRIVACY_SECTIONS: PolicySection[] = [
  {
    id: 'privacy-who',
    title: 'Who we are',
    body: (
      <p>
        Roast Cafe and Bakery (&quot;Roast&quot;, &quot;we&quot;, &quot;us&quot;) runs three cafes in Bengaluru (Roast
        CCX in Indiranagar, Roast 24 Seven in Koramangala and Roast Caffeine Capital in Jayanagar) and this website. We
        decide how the personal data you give us is used, which makes us responsible for it under India&apos;s Digital
        Personal Data Protection Act, 2023. This policy explains what we collect, why, who sees it, and what you can ask
        us to do with it.
      </p>
    ),
  },
  {
    id: 'privacy-collect',
    title: 'What we collect',
    body: (
      <>
        <p>We collect only what we need to bake your order, hand it over, take payment and answer you.</p>
        <ul>
          <li>
            <strong>Your account:</strong> name, email address, phone number and password. We store the password only as
            a secure hash, so nobody at Roast can read it.
          </li>
          <li>
            <strong>Your orders:</strong> the items, sizes and egg or eggless choice, the outlet, pickup date and time,
            any note you add (such as the message to pipe on a cake), the order reference, the amount and whether it is
            paid.
          </li>
          <li>
            <strong>Event and workshop bookings:</strong> your name, email address, the number of seats and the booking
            reference.
          </li>
          <li>
            <strong>Messages:</strong> what you send us through the contact form, with your name, email address, phone
            number and how you would like us to reply.
          </li>
          <li>
            <strong>Job applications:</strong> your name, email address, phone number, subject and the resume you
            upload.
          </li>
          <li>
            <strong>Technical records:</strong> short server logs (IP address, browser type, the page asked for and the
            time) that keep the site secure and working.
          </li>
        </ul>
        <p>
          We do not ask for sensitive details such as health information. If you mention an allergy in an order note, we
          use it only to prepare that order.
        </p>
      </>
    ),
  },
  {
    id: 'privacy-table',
    title: 'Each item of data, why and for how long',
    body: (
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>The personal data we keep, in plain words</caption>
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">Why we keep it</th>
              <th scope="col">For how long</th>
            </tr>
          </thead>
          <tbody>
            {DATA_WE_KEEP.map((row) => (
              <tr key={row.item}>
                <th scope="row">{row.item}</th>
                <td data-label="Why">{row.why}</td>
                <td data-label="How long">{row.howLong}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    ),
  },
  {
    id: 'privacy-payments',
    title: 'Payments',
    body: (
      <p>
        Online payments are handled by Razorpay. You enter your card, UPI or net banking details on Razorpay&apos;s
        secure checkout, not on our site, and we never see or store them. Razorpay tells us whether a payment succeeded
        and gives us a payment reference, which we keep with your order. Razorpay&apos;s own privacy policy covers what
        it does with your details.
      </p>
    ),
  },
  {
    id: 'privacy-use',
    title: 'How we use your data',
    body: (
      <ul>
        <li>
          To prepare your order and have it ready at the outlet you chose (the outlet&apos;s kitchen gets a ticket).
        </li>
        <li>To take payment, and to issue refunds when they are due.</li>
        <li>To send you confirmations, reminders and replies about your orders, bookings and messages.</li>
        <li>To consider your job application.</li>
        <li>To keep the site secure and to prevent fraud and misuse.</li>
        <li>To keep the records Indian tax law asks of us, such as GST invoices.</li>
      </ul>
    ),
  },
  {
    id: 'privacy-share',
    title: 'Who we share it with',
    body: (
      <>
        <p>We never sell or rent your personal data. We share it only with:</p>
        <ul>
          <li>the Roast outlet preparing your order or hosting your event;</li>
          <li>Razorpay, to take and refund payments;</li>
          <li>
            the companies that host our website and deliver our email, who may use it only to do that work for us;
          </li>
          <li>government or law enforcement bodies, when the law requires it.</li>
        </ul>
        <p>We do not send you marketing email unless you have asked us to.</p>
      </>
    ),
  },
  {
    id: 'privacy-browser',
    title: 'Cookies and your browser',
    body: (
      <>
        <p>
          We do not use advertising or tracking cookies. The site keeps a few small things in your browser so it works:
        </p>
        <ul>
          <li>when you log in, a sign-in token, until you log out;</li>
          <li>as a guest, your cart, which is cleared after one hour or when you close the tab;</li>
          <li>a note that you have already seen the pop-up on our home page, for that visit only.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'privacy-keep',
    title: 'How long we keep it',
    body: (
      <>
        <ul>
          <li>
            Orders, invoices, paid bookings and their payment records: six years from the due date of the annual GST
            return for their financial year (about seven to eight years in all), as Indian tax law requires.
          </li>
          <li>Your account: until you erase it.</li>
          <li>Contact messages: two years, so we can follow up on a conversation.</li>
          <li>Job applications: twelve months, unless you join us.</li>
          <li>Server logs: 90 days.</li>
        </ul>
        <p>The table above gives each item one by one.</p>
      </>
    ),
  },
  {
    id: 'privacy-security',
    title: 'How we protect it',
    body: (
      <p>
        The site uses encrypted connections (HTTPS). Passwords are stored as hashes, resumes are stored privately and
        never published, and only the staff who need your details can see them. No system is perfectly secure: if a
        breach ever affects your data, we will tell you and the Data Protection Board of India, as the law requires.
      </p>
    ),
  },
  {
    id: 'privacy-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the Digital Personal Data Protection Act, 2023, you can:</p>
        <ul>
          <li>
            <strong>see your data:</strong> in <Link to={paths.myOrders}>My Account</Link>, under &quot;Your data&quot;,
            press <strong>Download my data</strong> for a file with your account, orders, event bookings and workshop
            enrollments;
          </li>
          <li>
            <strong>correct it:</strong> write to us and we will fix a wrong name, phone number or email address;
          </li>
          <li>
            <strong>erase it:</strong> in My Account, press <strong>Erase my account</strong> and enter your password.
            Your login stops working at once and we email your old address to confirm. Orders, invoices and paid
            bookings stay for tax law, without your name, email or phone; an order still to be collected stays ready for
            you, and you collect it with its reference and pickup code. You can sign up again later with the same email;
          </li>
          <li>withdraw your consent at any time, which does not undo what we did before;</li>
          <li>have your complaint heard by our Grievance Officer, and then by the Data Protection Board of India;</li>
          <li>nominate someone to use these rights for you if you die or cannot use them yourself.</li>
        </ul>
        <p>
          Contact messages, job applications and event bookings made with another email are not tied to your account, so
          the download does not include them: write to our Grievance Officer from the email address you used and we will
          send or delete them. We reply to every request within 30 days.
        </p>
      </>
    ),
  },
  {
    id: 'privacy-children',
    title: 'Children',
    body: (
      <p>
        Our site is meant for adults. You must be at least 18 years old to create an account, place an order or make a
        booking (see our <Link to={paths.terms}>Terms and Conditions</Link>). We do not knowingly collect personal data
        from children under 13. If you believe a child under 13 has given us personal data, please write to us and we
        will delete it promptly.
      </p>
    ),
  },
  {
    id: 'privacy-changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy, we update the date at the top of this page. If a change affects how we use data you
        have already given us, we will email account holders before it takes effect.
      </p>
    ),
  },
  {
    id: 'privacy-contact',
    title: 'Questions and complaints',
    body: (
      <>
        <p>
          For any question, request or complaint about your data, contact our Grievance Officer. We acknowledge every
          complaint within 48 hours and aim to resolve it within 30 days.
        </p>
        <address className={styles.officer}>
          <strong>{GRIEVANCE_OFFICER.name}</strong>, {GRIEVANCE_OFFICER.role}
          <br />
          Email: <a href={`mailto:${GRIEVANCE_EMAIL}`}>{GRIEVANCE_EMAIL}</a>
        </address>
        <p>You can also reach us here:</p>
        <ContactLines />
        <p>If you are not satisfied with our answer, you may complain to the Data Protection Board of India.</p>
      </>
    ),
  },
];

const TERMS_SECTIONS: PolicySection[] = [
  {
    id: 'terms-about',
    title: 'About these terms',
    body: (
      <p>
        These terms apply when you use this website, create an account, order cakes or hampers, or book an event or
        workshop with Roast Cafe and Bakery (&quot;Roast&quot;, &quot;we&quot;, &quot;us&quot;) in Bengaluru. By placing
        an order or booking, you agree to them. Please read them with our <Link to={paths.privacy}>Privacy Policy</Link>{' '}
        and our <Link to={paths.refunds}>Return and Refund Policy</Link>, which are part of these terms.
      </p>
    ),
  },
  {
    id: 'terms-age',
    title: 'Who can order',
    body: (
      <>
        <p>
          You must be at least 18 years old to create an account, place an order or make a booking. If you are younger,
          a parent or guardian can order for you.
        </p>
        <p>
          Keep your password to yourself: you are responsible for orders placed from your account. If you think someone
          else has used it, tell us straight away.
        </p>
      </>
    ),
  },
  {
    id: 'terms-products',
    title: 'Our cakes, hampers and prices',
    body: (
      <>
        <p>
          Every cake is baked to order and finished by hand, so yours may look a little different from the photo.
          Colours, decorations and fruit change with the season. Weights are approximate.
        </p>
        <p>
          Prices are in Indian rupees. Menu prices do not include GST: 5% GST is added at checkout, and you see the full
          total before you pay. If we ever show a wrong price, we will tell you before we bake, and you can pay the
          correct price or cancel for a full refund.
        </p>
      </>
    ),
  },
  {
    id: 'terms-allergens',
    title: 'Allergens and dietary choices',
    body: (
      <>
        <p>
          Our kitchens handle wheat, eggs, milk, nuts, peanuts, soya and sesame. Eggless cakes are made without eggs,
          and sugar-free and gluten-free cakes without those ingredients, but they are baked in the same kitchens, so we
          cannot promise they are free from traces.
        </p>
        <p>
          If you or a guest has a serious allergy, please call the outlet before you order. Cream and cheese cakes need
          to be kept in the fridge and are best eaten within two days.
        </p>
      </>
    ),
  },
  {
    id: 'terms-orders',
    title: 'Placing an order and paying',
    body: (
      <>
        <p>
          Your order is confirmed when your payment succeeds and we show you an order reference (such as
          CCX-251125-0042). We also email you a confirmation.
        </p>
        <p>
          Payments are made online through Razorpay, by card, UPI, net banking or wallet. We never see or store your
          card details. If a payment fails but money has left your account, your bank usually returns it within 5 to 7
          working days; if it does not, write to us and we will help.
        </p>
      </>
    ),
  },
  {
    id: 'terms-pickup',
    title: 'Pickup',
    body: (
      <>
        <p>
          Website orders are for pickup at the outlet you choose; we do not deliver them. The earliest pickup time
          depends on the item&apos;s preparation time (24 hours for most cakes) and the outlet&apos;s opening hours.
        </p>
        <ul>
          <li>Please bring your order reference, on your phone is fine.</li>
          <li>Check your order at the counter before you leave, so we can fix anything there and then.</li>
          <li>
            We keep your order until the end of your pickup day. A cake that is not collected that day cannot be
            refunded, because it was made for you. Hampers are kept for three days.
          </li>
          <li>Carry cakes flat, and keep them cool.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'terms-events',
    title: 'Events and workshops',
    body: (
      <>
        <p>
          A booking is for the date, time and number of seats you choose. Please arrive ten minutes early: sessions
          start on time. In workshops you will use hot ovens and sharp tools, so please follow the instructor&apos;s
          safety guidance. Anyone under 18 must come with an adult who has also booked a seat.
        </p>
        <p>
          We sometimes take photographs at events; tell us at the door if you would rather not be in them. If we have to
          cancel or move an event, you choose between a seat on the new date and a full refund. Cancelling your own
          booking is covered in our <Link to={paths.refunds}>Return and Refund Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'terms-site',
    title: 'Using our site',
    body: (
      <p>
        Please use the site fairly: do not try to get into other people&apos;s accounts, overload or copy the site in
        bulk, or place orders you do not mean to collect. We may suspend accounts that do. The words, photographs,
        artwork and logo on this site belong to Roast. You are welcome to share links to our pages; please ask before
        reusing anything else.
      </p>
    ),
  },
  {
    id: 'terms-liability',
    title: 'Our liability',
    body: (
      <>
        <p>
          We take care over everything we make and sell, and if something goes wrong we will put it right as our{' '}
          <Link to={paths.refunds}>Return and Refund Policy</Link> describes. Beyond those refunds and remakes, and to
          the extent the law allows:
        </p>
        <ul>
          <li>we are not responsible for losses we could not reasonably have foreseen, or for business losses;</li>
          <li>
            our total liability to you for all claims about the site, an order or a booking is limited to USD&nbsp;100
            (about ₹8,300).
          </li>
        </ul>
        <p>
          Nothing in these terms limits your rights under the Consumer Protection Act, 2019, or our liability for death
          or personal injury caused by our negligence, or for fraud.
        </p>
      </>
    ),
  },
  {
    id: 'terms-changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms from time to time. We give you 30 days&apos; notice of any change: we post the new
        terms on this page with the date they take effect and, if you have an account, we email you. Orders and bookings
        placed before a change takes effect stay under the terms that applied when you placed them.
      </p>
    ),
  },
  {
    id: 'terms-law',
    title: 'Law and disputes',
    body: (
      <p>
        These terms are governed by the laws of India. If you have a complaint, please talk to us first; most things can
        be sorted out with a phone call. Any dispute is subject to the courts of Bengaluru, Karnataka, and you can
        always approach a consumer commission under the Consumer Protection Act, 2019.
      </p>
    ),
  },
  {
    id: 'terms-contact',
    title: 'Contact us',
    body: <ContactLines />,
  },
];

const REFUND_SECTIONS: PolicySection[] = [
  {
    id: 'refund-cakes',
    title: 'Fresh cakes and bakes',
    body: (
      <>
        <p>
          Our cakes are baked to order and are fresh food, so we cannot take them back once you have picked them up. We
          do stand behind every one of them.
        </p>
        <p>
          If something is wrong with the quality (it is not what you ordered, it is damaged, or it is not fresh), tell
          us <strong>the same day you pick it up</strong>. Call the outlet, or email <PolicyEmail /> with your order
          reference and a photo. We will remake it or refund you in full, whichever you prefer. The easiest time to
          check is at the counter, where we can put things right on the spot.
        </p>
      </>
    ),
  },
  {
    id: 'refund-cancel',
    title: 'Cancelling a cake or hamper order',
    body: (
      <ul>
        <li>
          <strong>24 hours or more before your pickup time:</strong> cancel for a full refund.
        </li>
        <li>
          <strong>Less than 24 hours before:</strong> we have usually started baking, so we cannot refund the order. If
          we have not started yet, we will gladly move your pickup to another day within the next week.
        </li>
        <li>Orders that are not collected on the pickup day cannot be refunded.</li>
      </ul>
    ),
  },
  {
    id: 'refund-returns',
    title: 'Returning hamper goods and merchandise',
    body: (
      <>
        <p>
          You can return unopened packaged goods from a hamper (coffee, tea, jars, and chocolates or cookies in sealed
          packs) and merchandise (mugs, brewing kits, bags of beans) within 30 days of pickup, for a full refund of
          those items. They must be unopened, with seals and labels intact, and within their best-before date.
        </p>
        <p>
          Bring them to any Roast outlet with your order reference, or email us first if that is easier. Fresh bakes in
          a hamper, such as plum cake or brownies, count as fresh food, so the same-day rule above applies to them. If a
          piece of merchandise is faulty, we will replace or refund it within 30 days, even if it has been opened.
        </p>
      </>
    ),
  },
  {
    id: 'refund-events',
    title: 'Events and workshops',
    body: (
      <>
        <ul>
          <li>
            <strong>7 days or more before the session:</strong> cancel for a full refund.
          </li>
          <li>
            <strong>2 to 6 days before:</strong> a 50% refund, or move your booking once to another date of the same
            event or workshop at no charge, if seats are available.
          </li>
          <li>
            <strong>Less than 48 hours before, or if you cannot come:</strong> we cannot refund, because ingredients and
            seats are already set aside for you. You are welcome to send someone in your place; just email us their name
            before the session starts.
          </li>
        </ul>
        <p>If we cancel or move a session, you choose: a full refund or a seat on the new date.</p>
      </>
    ),
  },
  {
    id: 'refund-payment',
    title: 'How refunds are paid',
    body: (
      <>
        <p>
          We issue your refund within 14 days of receiving the returned item, or of approving your request for a quality
          problem, a cancellation or an event booking. It goes back to the original payment method through Razorpay, and
          includes the GST you paid on those items. We email you when the refund is on its way, with its reference.
        </p>
        <p>
          Your bank or card issuer may take a further 5 to 7 working days to show it. We cannot refund in cash or to a
          different account.
        </p>
      </>
    ),
  },
  {
    id: 'refund-ask',
    title: 'How to ask for a refund',
    body: (
      <>
        <p>
          Email <PolicyEmail /> or call the outlet with your order or booking reference, what went wrong and, for
          quality problems, a photo. We reply within one working day.
        </p>
        <ContactLines />
        <p>This policy does not affect your rights under the Consumer Protection Act, 2019.</p>
      </>
    ),
  },
];

export function PrivacyPage() {
  return (
    <PolicyLayout
      title="Privacy Policy"
      lastUpdated={LAST_UPDATED}
      intro="How we look after the personal data you share with us when you order, book, apply or write to us."
      summary={[
        'We collect only what we need to make your order, hand it over, take payment and answer you.',
        'We never sell your data, and we never see your card details: Razorpay handles payments.',
        <>
          You can download or erase your data yourself in <Link to={paths.myOrders}>My Account</Link>, or write to our
          Grievance Officer at <a href={`mailto:${GRIEVANCE_EMAIL}`}>{GRIEVANCE_EMAIL}</a>.
        </>,
      ]}
      sections={PRIVACY_SECTIONS}
    />
  );
}

export function TermsPage() {
  return (
    <PolicyLayout
      title="Terms and Conditions"
      lastUpdated={LAST_UPDATED}
      intro="The terms for ordering cakes and hampers, booking events and workshops, and using our website."
      summary={[
        'You must be at least 18 years old to order or book.',
        'Cakes are baked to order for pickup at the outlet you choose, and you pay online when you order.',
        <>
          Cancellations and refunds follow our <Link to={paths.refunds}>Return and Refund Policy</Link>.
        </>,
        "We give you 30 days' notice before these terms change.",
      ]}
      sections={TERMS_SECTIONS}
    />
  );
}

export function RefundPage() {
  return (
    <PolicyLayout
      title="Return and Refund Policy"
      lastUpdated={LAST_UPDATED}
      intro="What to do if something is not right, and how cancellations, returns and refunds work."
      summary={[
        'Fresh cakes cannot be returned once picked up, but if something is wrong, tell us the same day and we will remake it or refund you.',
        'Unopened packaged hamper goods and merchandise can be returned within 30 days.',
        'Refunds go back to your original payment method within 14 days of us receiving the return or approving your request.',
        'Event and workshop bookings cancelled 7 days or more ahead are refunded in full.',
      ]}
      sections={REFUND_SECTIONS}
    />
  );
}
