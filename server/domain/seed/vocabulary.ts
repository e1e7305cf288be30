// Word lists the seed draws from: people, mail domains and the nouns that fill the message templates.

export const FIRST_NAMES = [
  'Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Elijah', 'Sophia', 'James', 'Isabella', 'William', 'Mia', 'Benjamin',
  'Charlotte', 'Lucas', 'Amelia', 'Henry', 'Harper', 'Alexander', 'Evelyn', 'Daniel', 'Abigail', 'Matthew', 'Emily',
  'Samuel', 'Elizabeth', 'David', 'Sofia', 'Joseph', 'Ella', 'Michael', 'Grace', 'Jack', 'Chloe', 'Owen', 'Victoria',
  'Ryan', 'Nora', 'Nathan', 'Lily', 'Aaron', 'Hannah', 'Thomas', 'Zoe', 'Adrian', 'Leah', 'Christopher', 'Aria',
  'Andrew', 'Layla', 'Joshua', 'Riley', 'Gabriel', 'Stella', 'Julian', 'Maya', 'Isaac', 'Claire', 'Anthony', 'Lucy',
  'Sarah', 'Mark', 'Laura', 'Paul', 'Rachel', 'Kevin', 'Megan', 'Brian', 'Julia', 'Eric', 'Anna', 'Peter', 'Nina',
  'Mateo', 'Camila', 'Diego', 'Valentina', 'Santiago', 'Lucía', 'Javier', 'Elena', 'Pablo', 'Carmen', 'Luis', 'Marta',
  'Hugo', 'Léa', 'Louis', 'Chloé', 'Jules', 'Manon', 'Théo', 'Camille', 'Lukas', 'Lena', 'Felix', 'Hanna', 'Jonas',
  'Giulia', 'Marco', 'Francesca', 'Luca', 'Priya', 'Arjun', 'Ananya', 'Rohan', 'Aisha', 'Omar', 'Fatima', 'Yusuf',
  'Mei', 'Wei', 'Yuki', 'Haruto', 'Min-jun', 'Seo-yeon', 'Kwame', 'Amara', 'Chidi', 'Zanele', 'Sven', 'Ingrid',
  'Oskar', 'Freya', 'Mateusz', 'Zofia', 'Tomás', 'Inês', 'Ivan', 'Olga', 'Dmitri', 'Katya', 'Noor', 'Tariq',
] as const;

export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Wilson',
  'Anderson', 'Taylor', 'Thomas', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark',
  'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Hill', 'Green', 'Adams', 'Baker',
  'Nelson', 'Carter', 'Mitchell', 'Roberts', 'Turner', 'Phillips', 'Campbell', 'Parker', 'Evans', 'Edwards',
  'Collins', 'Stewart', 'Morris', 'Murphy', 'Cook', 'Rogers', 'Morgan', 'Cooper', 'Peterson', 'Reed', 'Bailey',
  'Bell', 'Kelly', 'Howard', 'Ward', 'Cox', 'Richardson', 'Wood', 'Watson', 'Brooks', 'Bennett', 'Gray', 'Hughes',
  'Price', 'Sanders', 'Myers', 'Long', 'Ross', 'Foster', 'Fernández', 'López', 'González', 'Pérez', 'Sánchez',
  'Romero', 'Navarro', 'Dubois', 'Lefèvre', 'Moreau', 'Laurent', 'Bernard', 'Müller', 'Schmidt', 'Schneider',
  'Fischer', 'Weber', 'Becker', 'Rossi', 'Russo', 'Bianchi', 'Romano', 'Patel', 'Sharma', 'Gupta', 'Singh',
  'Khan', 'Ali', 'Hassan', 'Chen', 'Wang', 'Li', 'Zhang', 'Liu', 'Tanaka', 'Suzuki', 'Sato', 'Kim', 'Park', 'Choi',
  'Nguyen', 'Tran', 'Okafor', 'Mensah', 'Dlamini', 'Johansson', 'Andersen', 'Nowak', 'Kowalski', 'Silva',
  'Santos', 'Oliveira', 'Ivanov', 'Petrov', "O'Brien", 'Murray', 'Fraser', 'van Dijk', 'de Vries', 'Novak',
] as const;

export const WEBMAIL_DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'proton.me'] as const;

export const COMPANY_DOMAINS = [
  'northwind.io', 'globex.com', 'initech.com', 'acmecorp.com', 'umbrella-labs.com', 'brightlane.co', 'hooli.xyz',
  'piedpiper.com', 'vandelay.com', 'soylent.co', 'wayneenterprises.com', 'stark-industries.com', 'cyberdyne.io',
  'tyrell.com', 'wonka-industries.com', 'bluthco.com', 'dundermifflin.com', 'oscorp.com', 'gringotts.co.uk',
  'monarch-solutions.com', 'pinewood-studio.com', 'kestrel.dev', 'lumenhealth.org', 'harborfreight.co',
] as const;

export const AGENT_NAMES = [
  'Alex Morgan', 'Jamie Chen', 'Priya Raman', 'Marcus Bell', 'Sofia Alvarez', 'Tom Becker', 'Nadia Haddad',
  'Ben Okoro', 'Hannah Lindqvist', 'Diego Ramos', 'Chloe Martin', 'Kenji Watanabe',
] as const;

export const PRODUCTS = [
  'Starter Kit', 'Pro Headphones', 'Smart Thermostat', 'Trail Backpack 30L', 'Espresso Grinder', 'Desk Lamp Mini',
  'Wireless Charger', 'Standing Desk', 'Yoga Mat Plus', 'Ceramic Pan Set', 'Running Shoes V2', 'Air Purifier 300',
] as const;

export const PLANS = ['Starter', 'Growth', 'Pro', 'Business', 'Enterprise'] as const;

export const CARRIERS = ['UPS', 'FedEx', 'DHL', 'USPS', 'Royal Mail', 'Canada Post'] as const;

export const CITIES = [
  'Chicago', 'Austin', 'Denver', 'Seattle', 'Toronto', 'London', 'Manchester', 'Berlin', 'Paris', 'Madrid',
  'Amsterdam', 'Dublin', 'Sydney', 'Melbourne', 'Singapore', 'Boston', 'Atlanta', 'Lyon', 'Munich', 'Milan',
] as const;

export const BROWSERS = ['Chrome 126', 'Firefox 127', 'Safari 17.5', 'Edge 126', 'Brave 1.67'] as const;

export const DEVICES = [
  'iPhone 15', 'iPhone 13 mini', 'Pixel 8', 'Galaxy S23', 'iPad Air', 'MacBook Pro', 'Windows 11 laptop',
  'ThinkPad X1', 'Chromebook',
] as const;

export const APP_SCREENS = [
  'dashboard', 'reports page', 'checkout page', 'settings page', 'invoice history', 'export dialog',
  'team members page', 'calendar view', 'file uploader', 'search results',
] as const;

export const ERROR_CODES = [
  'ERR_500', 'E1042', 'HTTP 502 Bad Gateway', 'ERR_TIMEOUT', 'E2031', 'HTTP 429 Too Many Requests',
  'ERR_SYNC_CONFLICT', 'E4003', 'HTTP 403 Forbidden', 'ERR_UPLOAD_FAILED',
] as const;

export const INTEGRATIONS = [
  'Slack', 'Salesforce', 'HubSpot', 'Zapier', 'Shopify', 'Stripe', 'QuickBooks', 'Google Sheets', 'Jira',
  'Microsoft Teams', 'Zendesk', 'Mailchimp',
] as const;

export const FEATURES = [
  'dark mode', 'bulk export to CSV', 'a mobile app for Android', 'custom fields on contacts', 'SAML single sign-on',
  'recurring invoices', 'a public API for reports', 'multi-currency pricing', 'scheduled reports by email',
  'keyboard shortcuts', 'an audit log', 'two-way calendar sync', 'role-based permissions', 'offline mode',
] as const;

export const PAYMENT_METHODS = ['Visa', 'Mastercard', 'American Express', 'PayPal', 'Apple Pay'] as const;
