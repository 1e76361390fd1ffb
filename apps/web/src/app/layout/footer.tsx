import { Link } from 'react-router';
import { BrandMark } from './brand-mark';
import styles from './footer.module.css';
import { FOOTER_GROUPS, POLICY_LINKS } from './navigation';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.brand}>
            <BrandMark size={28} />
            Roast
          </p>
          <p className={styles.blurb}>
            A coffee house since 2020, now three outlets. Cakes baked to order, coffee roasted with care.
          </p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.id} aria-labelledby={group.id}>
            <h2 id={group.id} className={styles.heading}>
              {group.heading}
            </h2>
            <ul className={styles.list}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className={styles.heading}>
            Policies
          </h2>
          <ul className={styles.list}>
            {POLICY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Talk to us</h2>
          <address className={styles.contact}>
            <a href="tel:+918049123300">+91 80 4912 3300</a>
            <br />
            <a href="mailto:hello@roastcafe.in">hello@roastcafe.in</a>
            <br />
            Orders and support, 9:00 AM to 9:00 PM, every day.
          </address>
        </div>
      </div>
      <div className={`container ${styles.legal}`}>
        <p>
          © {new Date().getFullYear()} Roast Cafe and Bakery, Bengaluru. Prices are in rupees; 5% GST is added at
          checkout.
        </p>
      </div>
    </footer>
  );
}
